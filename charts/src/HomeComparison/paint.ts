import { chartPaint } from '@harakeke/design-system';

// Each home differs in shape as well as colour, in the brand's colours and under forced colours alike:
// your home a solid column in the fuel's colour, the average home an outline dashed like the average line of the
// usage charts, the efficient home a solid grey column. Every column is also labelled in text. Each entry answers its
// class name.

/** Your home: the fuel's series colour (spec 1 §9 token pairs checked 3:1 against the surface in themes/contrast.ts). */
export const yourHomeFill = {
  Electricity: () => chartPaint.fill('electricity'),
  Gas: () => chartPaint.fill('naturalGas'),
};

/** The average home: a light band fill (decoration) inside a dashed outline in the average colour (checked 3:1). */
export const averageHomeFill = () => chartPaint.fill('guideBand', 'Canvas');
export const averageHomeStroke = () => chartPaint.stroke('average');

/** An efficient home: the estimated grey (checked 3:1), under forced colours an outline with a solid edge. */
export const efficientHomeFill = () => chartPaint.fill('estimated', 'Canvas');
export const efficientHomeStroke = () => chartPaint.custom({ forced: { stroke: 'CanvasText', strokeWidth: 2 } });
