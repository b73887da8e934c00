import { css } from '@harakeke/design-system';
import { forced } from '../primitives/paint.js';

// Each home differs in shape as well as colour, in the brand's colours and under forced colours alike:
// your home a solid column in the fuel's colour, the average home an outline dashed like the average line of the
// usage charts, the efficient home a solid grey column. Every column is also labelled in text.

/** Your home: the fuel's series colour (spec 1 §9 token pairs checked 3:1 against the surface in themes/contrast.ts). */
export const yourHomeFill = {
  Electricity: css({ fill: '$chartElectricity', ...forced({ fill: 'CanvasText' }) }),
  Gas: css({ fill: '$chartNaturalGas', ...forced({ fill: 'CanvasText' }) }),
};

/** The average home: a light band fill (decoration) inside a dashed outline in the average colour (checked 3:1). */
export const averageHomeFill = css({ fill: '$chartGuideBand', ...forced({ fill: 'Canvas' }) });
export const averageHomeStroke = css({ stroke: '$chartAverage', ...forced({ stroke: 'CanvasText' }) });

/** An efficient home: the estimated grey (checked 3:1), under forced colours an outline with a solid edge. */
export const efficientHomeFill = css({ fill: '$chartEstimated', ...forced({ fill: 'Canvas' }) });
export const efficientHomeStroke = css(forced({ stroke: 'CanvasText', strokeWidth: 2 }));
