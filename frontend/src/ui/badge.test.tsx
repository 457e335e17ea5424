import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows nothing at zero', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count up to 99 in the language digits', () => {
    render(<Badge count={7} />);
    expect(screen.getByText('৭')).toBeInTheDocument();
  });

  it('caps at 99+', async () => {
    const { unmount } = render(<Badge count={100} label="Messages" />);
    expect(screen.getByText('৯৯+')).toBeInTheDocument();
    unmount();
    await setLanguage('en');
    render(<Badge count={1234} label="Messages" />);
    expect(screen.getByLabelText('Messages: 99+')).toHaveTextContent('99+');
  });
});
