package org.pcmemu.harness.pictures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.svg.SVGGraphics2D;

/**
 * A table as an SVG picture (JFreeSVG), for the papers' cost tables: a title, a caption, a header
 * row and one row per line, each cell a text; a cell that agrees with the paper is shaded green,
 * one that does not red.
 */
public final class TableChart {
    private static final boolean HEADLESS = Canvas.headless(); // before the AWT constants
    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    private static final Font TEXT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private static final Font BOLD = new Font(Font.SANS_SERIF, Font.BOLD, 12);
    private static final double ROW = 22;
    private static final double PAD = 8;

    /**
     * One cell.
     *
     * @param agrees true: shaded as agreeing with the paper; false: as disagreeing; null: plain
     */
    public record Cell(String text, Boolean agrees) {
        public static Cell plain(String text) {
            return new Cell(text, null);
        }
    }

    private TableChart() {
    }

    /** The table as an SVG document. */
    public static String svg(String title, List<String> caption, List<String> header, List<List<Cell>> rows) {
        SVGGraphics2D probe = new SVGGraphics2D(10, 10);
        double[] widths = new double[header.size()];
        for (int c = 0; c < header.size(); c++) {
            probe.setFont(BOLD);
            widths[c] = probe.getFontMetrics().stringWidth(header.get(c)) + 2 * PAD;
            probe.setFont(TEXT);
            for (List<Cell> row : rows) {
                widths[c] = Math.max(widths[c], probe.getFontMetrics().stringWidth(row.get(c).text()) + 2 * PAD);
            }
        }
        double tableWidth = 0;
        for (double w : widths) {
            tableWidth += w;
        }
        double top = 40 + caption.size() * 17;
        double width = tableWidth + 40;
        probe.setFont(TEXT);
        for (String line : caption) {
            width = Math.max(width, probe.getFontMetrics().stringWidth(line) + 40);
        }
        probe.setFont(TITLE);
        width = Math.max(width, probe.getFontMetrics().stringWidth(title) + 40);
        double height = top + (rows.size() + 1) * ROW + 30;
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        g.setColor(Color.WHITE);
        g.fill(new Rectangle2D.Double(0, 0, width, height));
        g.setColor(Color.BLACK);
        g.setFont(TITLE);
        g.drawString(title, 20f, 26f);
        g.setFont(TEXT);
        for (int i = 0; i < caption.size(); i++) {
            g.drawString(caption.get(i), 20f, (float) (46 + i * 17));
        }
        double y = top + 8;
        double x = 20;
        g.setColor(new Color(0xE8EDF3));
        g.fill(new Rectangle2D.Double(20, y, tableWidth, ROW));
        g.setFont(BOLD);
        for (int c = 0; c < header.size(); c++) {
            g.setColor(Color.BLACK);
            g.drawString(header.get(c), (float) (x + PAD), (float) (y + 15));
            x += widths[c];
        }
        g.setFont(TEXT);
        for (List<Cell> row : rows) {
            y += ROW;
            x = 20;
            for (int c = 0; c < row.size(); c++) {
                Cell cell = row.get(c);
                if (cell.agrees() != null) {
                    g.setColor(cell.agrees() ? new Color(0xDFF2E1) : new Color(0xF8D7DA));
                    g.fill(new Rectangle2D.Double(x, y, widths[c], ROW));
                }
                g.setColor(Color.BLACK);
                g.drawString(cell.text(), (float) (x + PAD), (float) (y + 15));
                x += widths[c];
            }
            g.setColor(new Color(0xCCCCCC));
            g.setStroke(new BasicStroke(0.6f));
            g.draw(new Line2D.Double(20, y, 20 + tableWidth, y));
        }
        return g.getSVGDocument();
    }
}
