package org.pcmemu.harness.pictures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Lines of y against x on linear or logarithmic axes, with the legend below the plot area (one
 * entry a line, so it never covers a line however many there are). On a logarithmic x axis with
 * at most {@value #MAX_DATA_TICKS} distinct x values the ticks are the data's own x values (e.g.
 * P = 8, 16, ..., 1024), a label left out where it would touch the previous one.
 */
public final class LinePlot extends Plot {
    private static final double LEFT_MARGIN = 20;
    private static final double RIGHT = WIDTH - 30;
    private static final double PLOT_TOP = 70;
    private static final double PLOT_HEIGHT = 420;
    private static final double ENTRY = 18;
    private static final int MAX_DATA_TICKS = 16;
    private static final Stroke SOLID = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final Stroke DASHED = new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
            new float[] {8, 5}, 0);

    /**
     * One line.
     *
     * @param name    its legend entry
     * @param dashed  dashed (a bound or formula) or solid (a measurement)
     * @param markers a dot at each point
     */
    public record Line(String name, double[] x, double[] y, Color color, boolean dashed, boolean markers) {
    }

    private final String title;
    private final String xTitle;
    private final String yTitle;
    private final boolean logX;
    private final boolean logY;
    private final List<Line> lines;
    private final double left;
    private final double xMin;
    private final double xMax;
    private final double yMin;
    private final double yMax;
    private final List<Double> xTicks;
    private final List<Double> yTicks;

    public LinePlot(String title, String xTitle, String yTitle, boolean logX, boolean logY, List<Line> lines) {
        this.title = title;
        this.xTitle = xTitle;
        this.yTitle = yTitle;
        this.logX = logX;
        this.logY = logY;
        this.lines = List.copyOf(lines);
        TreeSet<Double> xs = new TreeSet<>();
        double ylo = Double.POSITIVE_INFINITY;
        double yhi = Double.NEGATIVE_INFINITY;
        for (Line l : lines) {
            for (double x : l.x()) {
                if (!logX || x > 0) {
                    xs.add(x);
                }
            }
            for (double y : l.y()) {
                if (!logY || y > 0) {
                    ylo = Math.min(ylo, y);
                    yhi = Math.max(yhi, y);
                }
            }
        }
        if (xs.isEmpty()) {
            xs.add(1.0);
        }
        if (ylo > yhi) {
            ylo = 1;
            yhi = 1;
        }
        if (logX && xs.size() <= MAX_DATA_TICKS) {
            xTicks = new ArrayList<>(xs);
            double pad = xs.size() == 1 ? 2 : Math.pow(xs.last() / xs.first(), 0.03);
            xMin = xs.first() / pad;
            xMax = xs.last() * pad;
        } else if (logX) {
            xTicks = logTicks(xs.first(), xs.last());
            xMin = xTicks.get(0);
            xMax = xTicks.get(xTicks.size() - 1);
        } else {
            xTicks = linearTicks(xs.last());
            xMin = 0;
            xMax = xTicks.get(xTicks.size() - 1);
        }
        yTicks = logY ? logTicks(ylo, yhi) : linearTicks(yhi);
        yMin = logY ? yTicks.get(0) : 0;
        yMax = yTicks.get(yTicks.size() - 1);
        Graphics2D m = Canvas.measuring();
        double labels = 0;
        for (double t : yTicks) {
            labels = Math.max(labels, width(m, SMALL, number(t)));
        }
        this.left = LEFT_MARGIN + labels + 10;
    }

    @Override
    public String title() {
        return title;
    }

    /** The lines drawn, in order. */
    public List<Line> lines() {
        return lines;
    }

    private double bottom() {
        return PLOT_TOP + PLOT_HEIGHT;
    }

    @Override
    public int height() {
        return (int) Math.ceil(bottom() + 62 + lines.size() * ENTRY + 10);
    }

    private double x(double v) {
        double f = logX ? Math.log(Math.max(v, xMin) / xMin) / Math.log(xMax / xMin) : (v - xMin) / (xMax - xMin);
        return left + (RIGHT - left) * f;
    }

    private double y(double v) {
        double f = logY ? Math.log(Math.max(v, yMin) / yMin) / Math.log(yMax / yMin) : (v - yMin) / (yMax - yMin);
        return bottom() - PLOT_HEIGHT * f;
    }

    @Override
    void draw() {
        g.setColor(Color.BLACK);
        g.setFont(TITLE);
        text(title, LEFT_MARGIN, 28);
        g.setFont(TEXT);
        text(yTitle + (logY ? " (log scale)" : ""), LEFT_MARGIN, PLOT_TOP - 14);
        axes();
        Shape clip = g.getClip();
        g.clip(new Rectangle2D.Double(left - 4, PLOT_TOP - 4, RIGHT - left + 8, PLOT_HEIGHT + 8));
        for (Line l : lines) {
            g.setColor(l.color());
            g.setStroke(l.dashed() ? DASHED : SOLID);
            Path2D path = new Path2D.Double();
            for (int i = 0; i < l.x().length; i++) {
                if (i == 0) {
                    path.moveTo(x(l.x()[i]), y(l.y()[i]));
                } else {
                    path.lineTo(x(l.x()[i]), y(l.y()[i]));
                }
            }
            g.draw(path);
            if (l.markers()) {
                for (int i = 0; i < l.x().length; i++) {
                    g.fill(new Ellipse2D.Double(x(l.x()[i]) - 3.5, y(l.y()[i]) - 3.5, 7, 7));
                }
            }
        }
        g.setClip(clip);
        legend();
    }

    private void axes() {
        g.setStroke(new BasicStroke(1f));
        g.setFont(SMALL);
        for (double t : yTicks) {
            g.setColor(GRID);
            g.draw(new Line2D.Double(left, y(t), RIGHT, y(t)));
            g.setColor(Color.BLACK);
            String label = number(t);
            text(label, left - 6 - g.getFontMetrics().stringWidth(label), y(t) + 4);
        }
        double previousEnd = Double.NEGATIVE_INFINITY;
        for (double t : xTicks) {
            g.setColor(GRID);
            g.draw(new Line2D.Double(x(t), PLOT_TOP, x(t), bottom()));
            g.setColor(Color.BLACK);
            g.draw(new Line2D.Double(x(t), bottom(), x(t), bottom() + 4));
            String label = number(t);
            double w = g.getFontMetrics().stringWidth(label);
            double at = x(t) - w / 2;
            if (at > previousEnd + 4) {
                text(label, at, bottom() + 16);
                previousEnd = at + w;
            }
        }
        g.setColor(Color.BLACK);
        g.draw(new Rectangle2D.Double(left, PLOT_TOP, RIGHT - left, PLOT_HEIGHT));
        g.setFont(TEXT);
        String axis = xTitle + (logX ? " (log scale)" : "");
        text(axis, (left + RIGHT) / 2 - g.getFontMetrics().stringWidth(axis) / 2.0, bottom() + 36);
    }

    private void legend() {
        double y = bottom() + 62;
        g.setFont(TEXT);
        for (Line l : lines) {
            g.setColor(l.color());
            g.setStroke(l.dashed() ? DASHED : SOLID);
            g.draw(new Line2D.Double(left, y - 4, left + 34, y - 4));
            if (l.markers()) {
                g.fill(new Ellipse2D.Double(left + 17 - 3.5, y - 7.5, 7, 7));
            }
            g.setColor(Color.BLACK);
            text(l.name(), left + 44, y);
            y += ENTRY;
        }
        g.setStroke(new BasicStroke(1f));
    }
}
