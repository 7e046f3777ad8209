/**
 * Pictures drawn once with Java2D and written as SVG (JFreeSVG) or PNG (ImageIO): activity charts
 * of a trace, bar and line plots of compare and sweep, message trees, tables, and the Chrome
 * trace-event export.
 *
 * <p>Note: nothing here is threadsafe; one thread draws a picture.
 */
package org.pcmemu.harness.pictures;
