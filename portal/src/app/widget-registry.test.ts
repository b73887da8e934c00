import { knownWidgetTypes } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { features } from './features.js';
import { widgetRegistry } from './widget-registry.js';

describe('the widget registry', () => {
  // The contract's list is the API's widget types (the server's and the portal's); a feature's manifest declaring a
  // type outside it is a typo or a type the API does not have yet, which the server could never send.
  it('registers only widget types the contract knows', () => {
    expect(
      Object.keys(widgetRegistry).filter((type) => !(knownWidgetTypes as readonly string[]).includes(type)),
    ).toEqual([]);
  });

  it('has each widget type from one feature only', () => {
    const types = features.flatMap((feature) => (feature.widgets ?? []).map((widget) => widget.type));
    expect(new Set(types).size).toBe(types.length);
  });

  it('is built from the features’ manifests', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual(['accountSummary', 'billSummary', 'heroMessage', 'usageGraph']);
  });
});
