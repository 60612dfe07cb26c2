import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { setEndpoints } from '../config.ts';
import { adoptToken } from '../session/session.store.ts';
import { SessionGate } from '../ui/SessionGate.tsx';
import { ElementShell } from './ElementShell.tsx';

/** Attribute types an element may declare; structured data goes through stores, never attributes. */
export type AttributeType = 'string' | 'number' | 'boolean';

export interface ElementOptions<P> {
  /** The component's props that are also attributes (camelCase prop -> kebab-case attribute). */
  props?: { [K in keyof P]?: AttributeType };
  /** Shows a sign-in form instead of the component until the page has a session (parts used alone). */
  requiresSession?: boolean;
}

// r2wc keeps its state under these global symbols; we extend its attribute handling, not replace it.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

/** Attributes every hotline element takes besides its own. */
const COMMON_PROPS = { apiBase: 'string', wsBase: 'string' } as const satisfies Record<string, AttributeType>;

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/**
 * Registers `tag` as a custom element rendering `Component` in an open shadow root with Fluent styles,
 * a portal node inside the root and the shared session. Safe to call twice: the first definition wins.
 */
export function defineElement<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: ElementOptions<P> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const types: Record<string, AttributeType> = { ...COMMON_PROPS, ...(options.props as Record<string, AttributeType>) };
  const propByAttribute = new Map(Object.keys(types).map((prop) => [kebab(prop), prop]));

  function Host(props: Record<string, unknown> & { container?: ShadowRoot }) {
    const { container, apiBase: _apiBase, wsBase: _wsBase, ...rest } = props;
    const content = <Component {...(rest as P)} />;
    return <ElementShell root={container as ShadowRoot}>{options.requiresSession ? <SessionGate>{content}</SessionGate> : content}</ElementShell>;
  }

  const Base = r2wc(Host, { shadow: 'open', props: types }) as unknown as new () => R2wcInternals;

  class HotlineElement extends Base {
    #token: string | null = null;

    /** A session token handed over by a host page; a property only, never reflected to an attribute. */
    get token(): string | null {
      return this.#token;
    }

    set token(value: string | null) {
      this.#token = value ?? null;
      adoptToken(this.#token);
    }

    override connectedCallback(): void {
      this.#upgradeProperties();
      for (const [attribute, prop] of propByAttribute) this.#applyAttribute(prop, this.getAttribute(attribute));
      this.#syncEndpoints();
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const prop = propByAttribute.get(name);
      if (!prop || oldValue === value) return;
      this.#applyAttribute(prop, value);
      if (prop === 'apiBase' || prop === 'wsBase') this.#syncEndpoints(value === null ? prop : undefined);
      this[RENDER]();
    }

    // Properties set before the tag was defined sit on the instance and hide our accessors: replay them.
    #upgradeProperties(): void {
      for (const prop of [...Object.keys(types), 'token']) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    // r2wc reflects every property to its attribute, so the attribute is the truth.
    // A removed attribute resets the prop; a bare boolean attribute means true; a bad number is ignored.
    #applyAttribute(prop: string, value: string | null): void {
      const props = this[PROPS];
      const type = types[prop];
      if (value === null) {
        delete props[prop];
        return;
      }
      if (type === 'boolean') props[prop] = value === '' || /^(true|1|yes)$/i.test(value.trim());
      else if (type === 'number') {
        const number = Number(value);
        if (value.trim() === '' || !Number.isFinite(number)) {
          console.warn(`[${tag}] 属性 ${kebab(prop)} 的值“${value}”不是有效数字，已忽略`);
          delete props[prop];
        } else props[prop] = number;
      } else props[prop] = value;
    }

    // An absent attribute leaves the page's endpoints alone; one just removed restores the page's origin for every element.
    #syncEndpoints(removed?: 'apiBase' | 'wsBase'): void {
      setEndpoints({ apiBase: this.getAttribute('api-base') ?? undefined, wsBase: this.getAttribute('ws-base') ?? undefined });
      if (removed) setEndpoints({ [removed]: null });
    }
  }

  customElements.define(tag, HotlineElement);
  return HotlineElement;
}
