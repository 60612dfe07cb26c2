// One file that registers every tag, for a legacy page's single <script type="module">.
import './elements/index.ts';
import './app/app.element.tsx';
