// One file that registers every tag, for a legacy page's single <script type="module">.
import './app/app.element.tsx';
