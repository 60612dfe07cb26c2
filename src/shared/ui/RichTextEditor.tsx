// A small rich-text editor (announcements, knowledge articles): contenteditable with bold, italic, lists and links; its HTML is sanitized on every change and paste.
import { Button, Input, Popover, PopoverSurface, PopoverTrigger, Text, Toolbar, ToolbarButton, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { LinkRegular, TextBoldRegular, TextBulletListRegular, TextItalicRegular, TextNumberListLtrRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { noticesText } from '../i18n/zh-CN.ts';
import { SAFE_URL, sanitizeRichText } from '../richText/sanitize.ts';

export interface RichTextEditorProps {
  /** Content the editor starts with (read once). */
  initialHtml?: string;
  /** Sanitized HTML after every change. */
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** Marks the editor invalid (its field shows the message). */
  invalid?: boolean;
  /** The allow-list the content keeps (default: the announcements'; articles keep their policy tables). */
  sanitize?: (html: string) => string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  toolbar: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, padding: '2px' },
  area: {
    minHeight: '160px', maxHeight: '360px', overflowY: 'auto', padding: tokens.spacingHorizontalS, outline: 'none', lineHeight: tokens.lineHeightBase400,
    ':focus-visible': { boxShadow: `inset 0 0 0 2px ${tokens.colorStrokeFocus2}` },
    '& ul, & ol': { paddingLeft: '1.5em' },
  },
  linkForm: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '260px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The selection inside a shadow root (Chromium) or the document. */
function selectionOf(node: Node): Selection | null {
  const root = node.getRootNode() as ShadowRoot & { getSelection?: () => Selection | null };
  return root.getSelection?.() ?? document.getSelection();
}

export function RichTextEditor({ initialHtml = '', onChange, label, invalid, sanitize = sanitizeRichText }: RichTextEditorProps) {
  const styles = useStyles();
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('https://');
  const [urlError, setUrlError] = useState('');

  useEffect(() => {
    if (area.current) area.current.innerHTML = sanitize(initialHtml);
    // Read once: re-writing innerHTML while typing would move the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changed = () => onChange(sanitize(area.current?.innerHTML ?? ''));

  const run = (command: string, value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    changed();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const clean = html ? sanitize(html) : escapeHtml(event.clipboardData.getData('text/plain')).replace(/\n/g, '<br>');
    document.execCommand('insertHTML', false, clean);
    changed();
  };

  const rememberSelection = () => {
    const node = area.current;
    const selection = node && selectionOf(node);
    savedRange.current = selection && selection.rangeCount > 0 && node.contains(selection.getRangeAt(0).commonAncestorContainer)
      ? selection.getRangeAt(0).cloneRange()
      : null;
  };

  const insertLink = () => {
    const target = url.trim();
    if (!SAFE_URL.test(target) || target === 'https://' || target === 'http://') {
      setUrlError(noticesText.linkInvalid);
      return;
    }
    const node = area.current;
    if (!node) return;
    node.focus();
    const selection = selectionOf(node);
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (selection && !selection.isCollapsed && savedRange.current) document.execCommand('createLink', false, target);
    else document.execCommand('insertHTML', false, `<a href="${escapeHtml(target)}">${escapeHtml(target)}</a>`);
    changed();
    setLinkOpen(false);
    setUrl('https://');
    setUrlError('');
  };

  return (
    <div className={`${styles.root} ${invalid ? styles.invalid : ''}`}>
      <Toolbar className={styles.toolbar} size="small" aria-label={label}>
        <ToolbarButton icon={<TextBoldRegular />} aria-label={noticesText.bold} onMouseDown={(e) => e.preventDefault()} onClick={() => run('bold')} />
        <ToolbarButton icon={<TextItalicRegular />} aria-label={noticesText.italic} onMouseDown={(e) => e.preventDefault()} onClick={() => run('italic')} />
        <ToolbarButton icon={<TextBulletListRegular />} aria-label={noticesText.bulletList} onMouseDown={(e) => e.preventDefault()} onClick={() => run('insertUnorderedList')} />
        <ToolbarButton icon={<TextNumberListLtrRegular />} aria-label={noticesText.numberedList} onMouseDown={(e) => e.preventDefault()} onClick={() => run('insertOrderedList')} />
        <Popover open={linkOpen} onOpenChange={(_, data) => { if (data.open) rememberSelection(); setLinkOpen(data.open); }} trapFocus>
          <PopoverTrigger disableButtonEnhancement>
            <ToolbarButton icon={<LinkRegular />} aria-label={noticesText.link} onMouseDown={(e) => e.preventDefault()} />
          </PopoverTrigger>
          <PopoverSurface aria-label={noticesText.link}>
            <form className={styles.linkForm} onSubmit={(event) => { event.preventDefault(); insertLink(); }}>
              <Input aria-label={noticesText.linkUrl} value={url} onChange={(_, data) => { setUrl(data.value); setUrlError(''); }} />
              {urlError && <Text className={styles.error} role="alert" size={200}>{urlError}</Text>}
              <Button type="submit" appearance="primary" size="small">{noticesText.insert}</Button>
            </form>
          </PopoverSurface>
        </Popover>
      </Toolbar>
      <div
        ref={area}
        className={styles.area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        data-rich-text=""
        onInput={changed}
        onPaste={onPaste}
      />
    </div>
  );
}
