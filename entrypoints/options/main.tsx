import { render } from 'preact';
import { OptionsForm } from '@/components/options/OptionsForm';
import '@/assets/theme.css';
import '@/assets/options.css';

render(<OptionsForm />, document.getElementById('root')!);
