package org.pcmemu.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * Charts of reports, drawn by XChart and written as SVG (its vector graphics support) or PNG by
 * the file's extension, atomically: a half-written chart is never left behind.
 */
public final class Charts {
    private static final int WIDTH = 1000;
    private static final int HEIGHT = 600;

    private Charts() {
    }

    /** Checks that {@code file} can take a chart: .svg or .png, in an existing folder. */
    public static void check(Path file) {
        format(file);
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InvalidParameterException("--plot " + file + ": folder " + folder + " does not exist");
        }
    }

    /**
     * A grouped bar chart of {@code compare}: one group per (machine, algorithm), a bar for the
     * measured cost and one for the bound.
     */
    public static CategoryChart compare(String title, List<Report> reports) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT + 200).title(title)
                .xAxisTitle("machine / algorithm").yAxisTitle("model cycles").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setXAxisLabelRotation(90);
        chart.getStyler().setAvailableSpaceFill(0.8);
        chart.getStyler().setOverlapped(false);
        List<String> categories = new ArrayList<>();
        List<Number> measured = new ArrayList<>();
        List<Number> bound = new ArrayList<>();
        for (Report r : reports) {
            categories.add(r.machine().kind().label() + " " + shortParameters(r.machine()) + " / " + r.algorithm());
            measured.add(r.measured());
            bound.add(r.bound().value());
        }
        chart.addSeries("measured", categories, measured);
        chart.addSeries("bound", categories, bound);
        return chart;
    }

    /**
     * Measured and bound against the column {@code x} of report-file rows, one pair of lines per
     * algorithm (and per value of the other swept columns), log axes on request.
     */
    public static XYChart sweep(String title, List<Map<String, String>> rows, String x, List<String> others,
                                boolean logX) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(x)
                .yAxisTitle("model cycles").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setXAxisLogarithmic(logX);
        chart.getStyler().setYAxisLogarithmic(logX);
        Map<String, List<Map<String, String>>> bySeries = new LinkedHashMap<>();
        for (Map<String, String> r : rows) {
            StringBuilder name = new StringBuilder(r.get("algorithm"));
            others.forEach(o -> name.append(' ').append(o).append('=').append(r.getOrDefault(o, "")));
            bySeries.computeIfAbsent(name.toString(), k -> new ArrayList<>()).add(r);
        }
        for (Map.Entry<String, List<Map<String, String>>> e : bySeries.entrySet()) {
            List<Map<String, String>> rs = new ArrayList<>(e.getValue());
            rs.sort(java.util.Comparator.comparingLong(r -> Long.parseLong(r.get(x))));
            List<Number> xs = new ArrayList<>();
            List<Number> measured = new ArrayList<>();
            List<Number> bound = new ArrayList<>();
            for (Map<String, String> r : rs) {
                xs.add(Long.parseLong(r.get(x)));
                measured.add(Math.max(logX ? 1 : 0, Long.parseLong(r.get("measured"))));
                bound.add(Math.max(logX ? 1 : 0, Long.parseLong(r.get("bound"))));
            }
            chart.addSeries(e.getKey() + " measured", xs, measured);
            chart.addSeries(e.getKey() + " bound (" + rs.get(0).get("claim") + ")", xs, bound);
        }
        return chart;
    }

    /** Writes {@code chart} to {@code file} (SVG or PNG by extension), whole or not at all. */
    public static void write(Chart<?, ?> chart, Path file) {
        String format = format(file);
        try {
            AtomicFile.write(file, out -> {
                if (format.equals("svg")) {
                    VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
                } else {
                    BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the chart to " + file + ": " + e.getMessage(), e);
        }
    }

    private static String format(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".svg")) {
            return "svg";
        }
        if (name.endsWith(".png")) {
            return "png";
        }
        throw new InvalidParameterException("--plot " + file + ": the file name must end in .svg or .png");
    }

    private static String shortParameters(Machine m) {
        List<String> parts = new ArrayList<>();
        m.parameters().forEach((k, v) -> parts.add(k + "=" + v));
        return String.join(",", parts);
    }
}
