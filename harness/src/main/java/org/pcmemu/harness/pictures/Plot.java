package org.pcmemu.harness.pictures;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A chart drawn with Java2D once and written by {@link Canvas} as SVG or PNG: the shared part of
 * {@link BarPlot} and {@link LinePlot} (size, fonts, text that keeps its box, axis ticks). Every
 * string is drawn with {@link Graphics2D#drawString}, so an SVG keeps it as {@code <text>}.
 */
public abstract sealed class Plot permits BarPlot, LinePlot {
    private static final boolean HEADLESS = Canvas.headless(); // before the AWT constants
    static final int WIDTH = 1000;
    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    static final Font BOLD = new Font(Font.SANS_SERIF, Font.BOLD, 12);
    static final Font TEXT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
    static final Color GRID = new Color(0xE3E6EA);
    /** Colours of series, after the Tableau 10 palette. */
    public static final List<Color> PALETTE = List.of(new Color(0x1F77B4), new Color(0xFF7F0E),
            new Color(0x2CA02C), new Color(0xD62728), new Color(0x9467BD), new Color(0x8C564B), new Color(0xE377C2),
            new Color(0x7F7F7F), new Color(0xBCBD22), new Color(0x17BECF));

    /* What the last paint drew: each string's box and each data mark (bar), for the tests. */
    private final List<Rectangle2D> texts = new ArrayList<>();
    private final List<Rectangle2D> marks = new ArrayList<>();
    Graphics2D g;

    Plot() {
    }

    /** The picture's width in pixels. */
    public int width() {
        return WIDTH;
    }

    /** The picture's height in pixels. */
    public abstract int height();

    /** The title drawn at the top. */
    public abstract String title();

    abstract void draw();

    /** Paints the chart on {@code graphics}, which is white and {@link #width()} by {@link #height()}. */
    public final void paint(Graphics2D graphics) {
        g = graphics;
        texts.clear();
        marks.clear();
        draw();
    }

    /** The chart as an SVG document. */
    public String svg() {
        return Canvas.svg(width(), height(), this::paint);
    }

    /** The chart as an image. */
    public BufferedImage image() {
        return Canvas.image(width(), height(), this::paint);
    }

    /** Writes the chart to {@code file}, SVG or PNG by its extension, whole or not at all; returns {@code file}. */
    public Path write(Path file) {
        return Canvas.write(file, "--plot", width(), height(), this::paint);
    }

    /** Every string's box and every data mark as painted on a fresh canvas (for the tests). */
    public record Drawn(List<Rectangle2D> texts, List<Rectangle2D> marks) {
        /** Whether two strings' boxes overlap, or a string overlaps a data mark. */
        public boolean overlaps() {
            for (int i = 0; i < texts.size(); i++) {
                for (int j = i + 1; j < texts.size(); j++) {
                    if (texts.get(i).intersects(texts.get(j))) {
                        return true;
                    }
                }
                for (Rectangle2D m : marks) {
                    if (texts.get(i).intersects(m)) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    /** Paints the chart on a fresh SVG canvas and returns what it drew. */
    public Drawn drawn() {
        svg();
        return new Drawn(List.copyOf(texts), List.copyOf(marks));
    }

    /* Draws s with its baseline at y and keeps its box. */
    final void text(String s, double x, double y) {
        g.drawString(s, (float) x, (float) y);
        FontMetrics m = g.getFontMetrics();
        texts.add(new Rectangle2D.Double(x, y - m.getAscent(), m.stringWidth(s), m.getAscent() + m.getDescent()));
    }

    /* Fills a data mark and keeps it. */
    final void mark(Rectangle2D r) {
        g.fill(r);
        marks.add(r);
    }

    static double width(Graphics2D m, Font font, String s) {
        m.setFont(font);
        return m.getFontMetrics().stringWidth(s);
    }

    /** Round ticks (1, 2 or 5 times a power of ten) from 0 to at least {@code max}, about six of them. */
    static List<Double> linearTicks(double max) {
        double top = Math.max(max, 1);
        double step = Math.pow(10, Math.floor(Math.log10(top / 6)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (top / (step * m) <= 7) {
                step *= m;
                break;
            }
        }
        List<Double> ticks = new ArrayList<>();
        for (int i = 0; ; i++) {
            ticks.add(i * step);
            if (i * step >= top) {
                return ticks;
            }
        }
    }

    /**
     * Powers of ten from below {@code min} to above {@code max} (both positive); with 1-2-5 steps
     * between them where they span at most two decades.
     */
    static List<Double> logTicks(double min, double max) {
        int lo = (int) Math.floor(Math.log10(min) + 1e-9);
        int hi = (int) Math.ceil(Math.log10(max) - 1e-9);
        if (hi == lo) {
            hi++;
        }
        List<Double> ticks = new ArrayList<>();
        for (int e = lo; e <= hi; e++) {
            double p = Math.pow(10, e);
            ticks.add(p);
            if (hi - lo <= 2 && e < hi) {
                ticks.add(2 * p);
                ticks.add(5 * p);
            }
        }
        return ticks;
    }

    /** A number for an axis or a bar: whole numbers below a million plain, else like 2e6 or 1.5e7. */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e6) {
            return Long.toString((long) v);
        }
        if (Math.abs(v) < 1e6) {
            return String.format(java.util.Locale.ROOT, "%.3g", v);
        }
        int e = (int) Math.floor(Math.log10(Math.abs(v)));
        double mantissa = v / Math.pow(10, e);
        String m = String.format(java.util.Locale.ROOT, "%.2f", mantissa).replaceAll("\\.?0+$", "");
        return m + "e" + e;
    }
}
