package org.pcmemu.harness.pictures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;

/**
 * Horizontal grouped bars: a group per heading (e.g. a machine), a row per label (e.g. an
 * algorithm) with one bar per series (e.g. measured and bound), each bar's value written just
 * past its end. Labels sit left of the bars and values right of them, so no text lies over a
 * bar however long a machine's name is; the picture grows with the rows.
 */
public final class BarPlot extends Plot {
    private static final double MARGIN = 20;
    private static final double BAR = 10;
    private static final double GAP = 3;
    private static final double HEADING = 24;
    private static final double INDENT = 16;

    /** One row: a label and one value per series. */
    public record Row(String label, double[] values) {
    }

    /** A heading over its rows. */
    public record Group(String heading, List<Row> rows) {
    }

    private final String title;
    private final List<String> series;
    private final List<Color> colors;
    private final List<Group> groups;
    private final String axisTitle;
    private final double barLeft;
    private final double barRight;
    private final double rowHeight;
    private final List<Double> ticks;

    /**
     * @param series    the series' names, e.g. "measured", "bound"; each row has one value per series
     * @param colors    one colour per series
     * @param axisTitle the value axis' title, e.g. "model cycles"
     */
    public BarPlot(String title, List<String> series, List<Color> colors, List<Group> groups, String axisTitle) {
        this.title = title;
        this.series = List.copyOf(series);
        this.colors = List.copyOf(colors);
        this.groups = List.copyOf(groups);
        this.axisTitle = axisTitle;
        Graphics2D m = Canvas.measuring();
        double labels = 0;
        double values = 0;
        double max = 0;
        for (Group group : groups) {
            for (Row row : group.rows()) {
                labels = Math.max(labels, width(m, TEXT, row.label()));
                for (double v : row.values()) {
                    if (Double.isNaN(v)) {
                        continue; // no bar: a value the row does not have (a program without a bound)
                    }
                    values = Math.max(values, width(m, SMALL, number(v)));
                    max = Math.max(max, v);
                }
            }
        }
        this.ticks = linearTicks(max);
        this.barLeft = MARGIN + INDENT + labels + 12;
        this.barRight = WIDTH - MARGIN - values - 10;
        this.rowHeight = 6 + series.size() * (BAR + GAP) + 4;
    }

    @Override
    public String title() {
        return title;
    }

    /** The groups drawn, in order. */
    public List<Group> groups() {
        return groups;
    }

    private double firstTop() {
        return 64;
    }

    private double axisY() {
        double rows = 0;
        for (Group group : groups) {
            rows += HEADING + group.rows().size() * rowHeight;
        }
        return firstTop() + rows + 6;
    }

    @Override
    public int height() {
        return (int) Math.ceil(axisY() + 52);
    }

    private double x(double v) {
        return barLeft + (barRight - barLeft) * v / ticks.get(ticks.size() - 1);
    }

    @Override
    void draw() {
        g.setColor(Color.BLACK);
        g.setFont(TITLE);
        text(title, MARGIN, 28);
        legend();
        double axis = axisY();
        g.setStroke(new BasicStroke(1f));
        double y = firstTop();
        for (Group group : groups) {
            g.setColor(Color.BLACK);
            g.setFont(BOLD);
            text(group.heading(), MARGIN, y + 16);
            y += HEADING;
            double end = y + group.rows().size() * rowHeight + (group == groups.get(groups.size() - 1) ? 6 : 0);
            for (double t : ticks) { // the grid and the axis under the rows, not across the heading
                g.setColor(t == 0 ? Color.BLACK : GRID);
                g.draw(new Line2D.Double(x(t), y, x(t), end));
            }
            for (Row row : group.rows()) {
                g.setColor(Color.DARK_GRAY);
                g.setFont(TEXT);
                text(row.label(), MARGIN + INDENT, y + rowHeight / 2 + 4);
                g.setFont(SMALL);
                for (int s = 0; s < series.size(); s++) {
                    double top = y + 6 + s * (BAR + GAP);
                    double v = row.values()[s];
                    if (Double.isNaN(v)) {
                        continue;
                    }
                    g.setColor(colors.get(s));
                    mark(new Rectangle2D.Double(barLeft, top, Math.max(1, x(v) - barLeft), BAR));
                    g.setColor(Color.DARK_GRAY);
                    text(number(v), Math.max(barLeft + 1, x(v)) + 4, top + BAR - 1);
                }
                y += rowHeight;
            }
        }
        g.setColor(Color.BLACK);
        g.draw(new Line2D.Double(barLeft, axis, barRight, axis));
        g.setFont(SMALL);
        for (double t : ticks) {
            g.draw(new Line2D.Double(x(t), axis, x(t), axis + 4));
            String label = number(t);
            text(label, x(t) - g.getFontMetrics().stringWidth(label) / 2.0, axis + 16);
        }
        g.setFont(TEXT);
        text(axisTitle, (barLeft + barRight) / 2 - g.getFontMetrics().stringWidth(axisTitle) / 2.0, axis + 36);
    }

    private void legend() {
        double x = MARGIN;
        g.setFont(TEXT);
        for (int s = 0; s < series.size(); s++) {
            g.setColor(colors.get(s));
            g.fill(new Rectangle2D.Double(x, 42, 14, 10));
            g.setColor(Color.BLACK);
            text(series.get(s), x + 19, 52);
            x += 40 + g.getFontMetrics().stringWidth(series.get(s));
        }
    }
}
