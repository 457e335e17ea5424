import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadedAfterCommit } from './use-loaded-after-commit';

const panel = { Panel: () => <p>panel</p> };
const loadPanel = () => Promise.resolve(panel);
const failedLoad = () => Promise.reject(new Error('chunk gone'));

function Host({ load }: { load: () => Promise<typeof panel> }) {
  const loaded = useLoadedAfterCommit(load);
  return loaded ? <loaded.Panel /> : <p>skeleton</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('useLoadedAfterCommit', () => {
  it('commits the skeleton without waiting, then the loaded module', async () => {
    render(<Host load={loadPanel} />);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(await screen.findByText('panel')).toBeInTheDocument();
  });

  it('throws a failed load to the error boundary, as lazy() would', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <Boundary>
        <Host load={failedLoad} />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
    reported.mockRestore();
  });
});
