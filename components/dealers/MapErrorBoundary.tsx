'use client';
import { Component, type ReactNode } from 'react';
import styles from './dealers.module.css';

/** When the map fails to render: the documented 'Oops!' card; the dealer list keeps working. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Kartet kunne ikke vises', error);
  }

  render() {
    if (this.state.failed) {
      return (
        <div className={styles.panel} role="alert">
          <h2>Oops! Det oppstod et problem</h2>
          <p>Kartet kunne ikke vises akkurat nå. Forhandlerlisten fungerer fortsatt, så du kan søke og se forhandlerne der.</p>
          <button type="button" className={styles.actionPrimary} onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
            Prøv igjen
          </button>
        </div>
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
