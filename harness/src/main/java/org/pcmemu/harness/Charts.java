package org.pcmemu.harness;

import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.markers.None;
import org.pcmemu.harness.pictures.BarPlot;
import org.pcmemu.harness.pictures.Canvas;
import org.pcmemu.harness.pictures.LinePlot;
import org.pcmemu.harness.pictures.Plot;

/**
 * Charts of reports ({@code compare --plot}, {@code sweep --plot}), drawn once with Java2D
 * ({@link Plot}) and written as SVG, text kept as text, or PNG by the file's extension, with no
 * browser, atomically: a half-written chart is never left behind.
 */
public final class Charts {
    private static final boolean HEADLESS = Canvas.headless(); // before the AWT constants
    /** The colours of the measured cost and the bound in {@link #compare}. */
    private static final Color MEASURED = new Color(0x3B6FB6);
    private static final Color BOUND = new Color(0x9CB98A);
    /** The colour of a bound that several algorithms share. */
    private static final Color SHARED = new Color(0x333333);

    private Charts() {
    }

    /** Checks that {@code file} can take a chart: .svg or .png, in an existing folder. */
    public static void check(Path file) {
        Canvas.check("--plot", file);
    }

    /**
     * The bars of {@code compare}: a group per machine, a row per algorithm (with the parameters it
     * took and its claim) holding a bar for the measured cost and one for the bound.
     */
    public static BarPlot compare(String title, List<Report> reports) {
        Map<String, List<BarPlot.Row>> groups = new LinkedHashMap<>();
        for (Report r : reports) {
            StringBuilder label = new StringBuilder(r.algorithm());
            r.parameters().forEach((name, value) -> label.append(' ').append(name).append('=').append(value));
            if (r.hasBound()) {
                label.append(" (").append(r.claim().label()).append(')');
            }
            groups.computeIfAbsent(r.machine().label(), k -> new ArrayList<>()).add(new BarPlot.Row(label.toString(),
                    new double[] {r.measured(), r.hasBound() ? r.bound().value() : Double.NaN}));
        }
        List<BarPlot.Group> list = new ArrayList<>();
        groups.forEach((machine, rows) -> list.add(new BarPlot.Group(machine, rows)));
        return new BarPlot(title, List.of("measured", "bound"), List.of(MEASURED, BOUND), list, "model cycles");
    }

    /**
     * Measured and bound against the column {@code x} of report-file rows: a solid line of the
     * measured cost per algorithm (and per value of the other swept columns {@code others}), and
     * each distinct bound series once, dashed, named after every algorithm whose bound it is (in
     * that algorithm's colour when it is one algorithm's); log axes on request.
     */
    public static LinePlot sweep(String title, List<Map<String, String>> rows, String x, List<String> others,
                                 boolean logX) {
        Map<String, List<Map<String, String>>> bySeries = new LinkedHashMap<>();
        for (Map<String, String> r : rows) {
            if (isNumber(r.get(x)) && isNumber(r.get("measured")) && isNumber(r.get("bound"))) {
                StringBuilder name = new StringBuilder(r.get("algorithm"));
                others.forEach(o -> name.append(' ').append(o).append('=').append(r.getOrDefault(o, "")));
                bySeries.computeIfAbsent(name.toString(), k -> new ArrayList<>()).add(r);
            }
        }
        double floor = logX ? 1 : 0;
        List<LinePlot.Line> measured = new ArrayList<>();
        Map<String, SharedBound> bounds = new LinkedHashMap<>();
        int index = 0;
        for (Map.Entry<String, List<Map<String, String>>> e : bySeries.entrySet()) {
            List<Map<String, String>> rs = new ArrayList<>(e.getValue());
            rs.sort(Comparator.comparingDouble(r -> Double.parseDouble(r.get(x))));
            double[] xs = new double[rs.size()];
            double[] ms = new double[rs.size()];
            double[] bs = new double[rs.size()];
            for (int i = 0; i < rs.size(); i++) {
                xs[i] = Double.parseDouble(rs.get(i).get(x));
                ms[i] = Math.max(floor, Double.parseDouble(rs.get(i).get("measured")));
                bs[i] = Math.max(floor, Double.parseDouble(rs.get(i).get("bound")));
            }
            Color color = Plot.PALETTE.get(index++ % Plot.PALETTE.size());
            measured.add(new LinePlot.Line(e.getKey() + " measured", xs, ms, color, false, true));
            String claim = rs.get(0).getOrDefault("claim", "");
            bounds.computeIfAbsent(java.util.Arrays.toString(xs) + java.util.Arrays.toString(bs),
                    k -> new SharedBound(xs, bs, color, new LinkedHashMap<>()))
                    .algorithms().computeIfAbsent(claim, k -> new ArrayList<>()).add(e.getKey());
        }
        List<LinePlot.Line> lines = new ArrayList<>(measured);
        for (SharedBound b : bounds.values()) {
            lines.add(b.line());
        }
        return new LinePlot(title, x, "model cycles", logX, logX, lines);
    }

    /* One bound series and the algorithms whose bound it is, by claim. */
    private record SharedBound(double[] x, double[] y, Color color, Map<String, List<String>> algorithms) {
        LinePlot.Line line() {
            List<String> parts = new ArrayList<>();
            int count = 0;
            for (Map.Entry<String, List<String>> e : algorithms.entrySet()) {
                parts.add(String.join(", ", e.getValue()) + (e.getKey().isEmpty() ? "" : " (" + e.getKey() + ")"));
                count += e.getValue().size();
            }
            return new LinePlot.Line("bound of " + String.join("; ", parts), x, y, count == 1 ? color : SHARED, true,
                    false);
        }
    }

    private static boolean isNumber(String s) {
        if (s == null || s.isBlank()) {
            return false;
        }
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** Writes {@code plot} to {@code file} (SVG or PNG by extension), whole or not at all; returns {@code file}. */
    public static Path write(Plot plot, Path file) {
        return plot.write(file);
    }

    /**
     * Writes an XChart line chart (e.g. {@link FftFigure#chart}) to {@code file}, redrawn as a
     * {@link LinePlot} so that its text stays text (XChart itself draws every string as glyph
     * outlines); returns {@code file}.
     */
    public static Path write(Chart<?, ?> chart, Path file) {
        if (!(chart instanceof XYChart xy)) {
            throw new IllegalArgumentException("only line charts are drawn: " + chart.getClass().getSimpleName());
        }
        return plot(xy).write(file);
    }

    /** An XChart line chart as a {@link LinePlot}: its series, their dashes and markers, its titles and log axes. */
    public static LinePlot plot(XYChart chart) {
        List<LinePlot.Line> lines = new ArrayList<>();
        int index = 0;
        for (XYSeries s : chart.getSeriesMap().values()) {
            Color color = Plot.PALETTE.get(index++ % Plot.PALETTE.size());
            boolean dashed = s.getLineStyle() != null && s.getLineStyle().getDashArray() != null;
            boolean markers = !(s.getMarker() instanceof None);
            lines.add(new LinePlot.Line(s.getName(), s.getXData(), s.getYData(), color, dashed, markers));
        }
        return new LinePlot(chart.getTitle(), chart.getXAxisTitle(), chart.getYAxisTitle(),
                chart.getStyler().isXAxisLogarithmic(), chart.getStyler().isYAxisLogarithmic(), lines);
    }
}
