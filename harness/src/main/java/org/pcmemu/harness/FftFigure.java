package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.pcmemu.algorithms.fft.FftLayout;
import org.pcmemu.algorithms.fft.FftProblem;
import org.pcmemu.emulator.RunOptions;

/**
 * The LogP paper's Figure 6 on an emulated machine: for each n, the hybrid FFT's computation, its
 * remap in the naive order and in the staggered order, all measured, with the paper's remap time
 * (section 4.1.1 or 4.1.4) beside them. Every number comes from a run of the registry's
 * {@code fft hybrid-naive} and {@code hybrid-staggered}.
 */
public final class FftFigure {
    private FftFigure() {
    }

    /**
     * One n of the figure (model cycles).
     *
     * @param compute    the computation phases, measured (the staggered run's; both orders compute alike)
     * @param naive      the naive remap, measured
     * @param staggered  the staggered remap, measured
     * @param paper      the paper's remap time for this n
     * @param stalls     sends the naive remap stalled
     */
    public record Row(long n, long compute, long naive, long staggered, long paper, long stalls) {
        public double ratio() {
            return (double) naive / staggered;
        }
    }

    /** The figure's rows, and every run's report (for the claims). */
    public record Result(List<Row> rows, List<Report> reports) {
    }

    /**
     * Refuses, before anything runs, an n that a run of the figure would refuse on P processors
     * (not a power of two, more than 2^24, or below P^2, which the hybrid layout needs).
     */
    public static void check(int processors, List<Long> points, long c, long local) {
        for (long n : points) {
            new FftProblem((int) Math.min(Integer.MAX_VALUE, n), processors, c, local, 0).requireFor(FftLayout.HYBRID);
        }
    }

    /** Runs both orders at every n on {@code machine} (logp or postal); reports each row as it completes. */
    public static Result run(Machine machine, List<Long> points, long c, long local, RunOptions options,
                             Consumer<Row> done) {
        List<Row> rows = new ArrayList<>();
        List<Report> reports = new ArrayList<>();
        for (long n : points) {
            Map<String, Long> parameters = Map.of("points", n, "c", c, "local", local);
            Report naive = new RunSpec("fft", machine, "hybrid-naive", parameters, options).run();
            Report staggered = new RunSpec("fft", machine, "hybrid-staggered", parameters, options).run();
            Row row = new Row(n, staggered.figures().get("compute").longValue(),
                    naive.figures().get("remap").longValue(), staggered.figures().get("remap").longValue(),
                    staggered.figures().get("remapBound").longValue(), naive.figures().get("stalledSends").longValue());
            rows.add(row);
            reports.add(naive);
            reports.add(staggered);
            done.accept(row);
        }
        return new Result(rows, reports);
    }

    /** The rows as CSV, a header first. */
    public static String csv(List<Row> rows) {
        StringBuilder sb = new StringBuilder("n,compute,naiveRemap,staggeredRemap,paperRemap,naiveOverStaggered,"
                + "naiveStalledSends\n");
        for (Row r : rows) {
            sb.append(r.n()).append(',').append(r.compute()).append(',').append(r.naive()).append(',')
                    .append(r.staggered()).append(',').append(r.paper()).append(',')
                    .append(String.format(Locale.ROOT, "%.3f", r.ratio())).append(',').append(r.stalls()).append('\n');
        }
        return sb.toString();
    }

    /** Compute, naive remap and staggered remap against n on log axes, the paper's remap time dashed. */
    public static XYChart chart(String title, List<Row> rows) {
        XYChart chart = new XYChartBuilder().width(1000).height(600).title(title).xAxisTitle("n (points of the whole FFT)")
                .yAxisTitle("model cycles").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        List<Number> n = new ArrayList<>();
        List<Number> compute = new ArrayList<>();
        List<Number> naive = new ArrayList<>();
        List<Number> staggered = new ArrayList<>();
        List<Number> paper = new ArrayList<>();
        for (Row r : rows) {
            n.add(r.n());
            compute.add(Math.max(1, r.compute()));
            naive.add(Math.max(1, r.naive()));
            staggered.add(Math.max(1, r.staggered()));
            paper.add(Math.max(1, r.paper()));
        }
        chart.addSeries("compute", n, compute);
        chart.addSeries("naive remap", n, naive);
        chart.addSeries("staggered remap", n, staggered);
        XYSeries formula = chart.addSeries("paper's remap time", n, paper);
        formula.setLineStyle(org.knowm.xchart.style.lines.SeriesLines.DASH_DASH);
        formula.setMarker(SeriesMarkers.NONE);
        return chart;
    }
}
