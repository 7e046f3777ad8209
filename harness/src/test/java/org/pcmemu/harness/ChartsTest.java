package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.lines.SeriesLines;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.pictures.BarPlot;
import org.pcmemu.harness.pictures.LinePlot;
import org.pcmemu.harness.pictures.Plot;

class ChartsTest {
    @TempDir
    Path dir;

    /* Every broadcast algorithm on a D-BSP and on the LogP paper's Figure 3 machine, P = 256. */
    private static List<Report> compareReports() {
        List<Report> reports = new ArrayList<>();
        for (String spec : List.of("dbsp:latency=log k,bandwidth=1", "logp:L=6,o=2,g=4")) {
            Machine machine = Machine.parse(spec, 256);
            for (Algorithm a : Registry.algorithms("broadcast", machine.kind())) {
                reports.add(new RunSpec("broadcast", machine, a.name(), Map.of(), RunOptions.defaults()).run());
            }
        }
        return reports;
    }

    static List<String> texts(String svg) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<text[^>]*>([^<]*)</text>").matcher(svg);
        while (m.find()) {
            out.add(m.group(1).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
                    .replace("&apos;", "'").replace("&quot;", "\""));
        }
        return out;
    }

    static int[] svgSize(String svg) {
        Matcher m = Pattern.compile("<svg[^>]*\\swidth=['\"](\\d+)[^>]*\\sheight=['\"](\\d+)").matcher(svg);
        assertTrue(m.find(), "the svg element has a width and a height");
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
    }

    @Test
    void compareSvgKeepsItsTextAsTextAndDrawsNoGlyphs() throws Exception {
        List<Report> reports = compareReports();
        Path file = Charts.write(Charts.compare("broadcast, 256 processors", reports), dir.resolve("c.svg"));
        assertEquals(dir.resolve("c.svg"), file);
        String svg = Files.readString(file);
        List<String> texts = texts(svg);
        for (Report r : reports) {
            assertTrue(texts.contains(r.machine().label()), r.machine().label() + " in " + texts);
            assertTrue(texts.stream().anyMatch(t -> t.startsWith(r.algorithm() + " ") && t.endsWith("(" + r.claim().label()
                    + ")")), r.algorithm() + " in " + texts);
            assertTrue(texts.contains(Long.toString(r.measured())), r.measured() + " in " + texts);
        }
        assertFalse(svg.contains("<path"), "no glyph outlines (XChart drew every letter as a path)");
        assertTrue(svg.length() < 50_000, svg.length() + " characters");
    }

    @Test
    void compareNamesTheParametersAnAlgorithmTook() {
        Report kary = new RunSpec("broadcast", Machine.parse("bsp:g=1,L=8", 64), "kary", Map.of("k", 4L),
                RunOptions.defaults()).run();
        List<String> texts = texts(Charts.compare("t", List.of(kary)).svg());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("kary ") && t.contains(" k=4 ")
                && t.endsWith("(" + kary.claim().label() + ")")), texts.toString());
    }

    @Test
    void comparePngDecodesAtTheChartsSize() throws Exception {
        BarPlot plot = Charts.compare("broadcast, 256 processors", compareReports());
        Path png = Charts.write(plot, dir.resolve("c.png"));
        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image, "ImageIO reads the PNG");
        int[] size = svgSize(plot.svg());
        assertEquals(plot.width(), image.getWidth());
        assertEquals(plot.height(), image.getHeight());
        assertEquals(size[0], image.getWidth());
        assertEquals(size[1], image.getHeight());
    }

    /* The D-BSP machine's long name and every value label lie clear of the bars and of each other. */
    @Test
    void compareLabelsAreClearOfTheBars() {
        Plot.Drawn drawn = Charts.compare("broadcast, 256 processors", compareReports()).drawn();
        assertEquals(2 * 5, drawn.marks().size(), "measured and bound for five algorithms");
        assertFalse(drawn.overlaps(), "a label overlaps a bar or another label");
    }

    @Test
    void overlapsAreDetected() {
        Plot.Drawn drawn = new Plot.Drawn(List.of(new java.awt.geom.Rectangle2D.Double(0, 0, 10, 10)),
                List.of(new java.awt.geom.Rectangle2D.Double(5, 5, 10, 10)));
        assertTrue(drawn.overlaps());
    }

    @Test
    void sweepDrawsABoundSharedByTwoAlgorithmsOnce() throws Exception {
        Path csv = dir.resolve("s.csv");
        Sweep sweep = new Sweep("broadcast", ModelKind.LOGP, List.of("optimal", "binomial"),
                new Grid().add("P", "8..64:log2", true).add("L", "6", true).add("o", "2", true).add("g", "4", true),
                RunOptions.defaults());
        try (ReportFile out = ReportFile.open(csv)) {
            sweep.run(out, 1, (done, total, spec, report) -> { });
        }
        List<Map<String, String>> rows = ReportFile.read(csv);
        assertEquals(8, rows.size());
        for (Map<String, String> r : rows) { // the premise: both are measured against the same bound
            Map<String, String> other = rows.stream().filter(o -> o.get("P").equals(r.get("P"))
                    && !o.get("algorithm").equals(r.get("algorithm"))).findFirst().orElseThrow();
            assertEquals(r.get("bound"), other.get("bound"));
        }
        LinePlot plot = Charts.sweep("broadcast on logp", rows, "P", List.of(), true);
        List<LinePlot.Line> bounds = plot.lines().stream().filter(LinePlot.Line::dashed).toList();
        assertEquals(1, bounds.size(), plot.lines().toString());
        assertTrue(bounds.get(0).name().contains("optimal") && bounds.get(0).name().contains("binomial"),
                bounds.get(0).name());
        assertEquals(2, plot.lines().size() - bounds.size(), "one measured line per algorithm");
        String svg = plot.svg();
        assertEquals(1, texts(svg).stream().filter(t -> t.startsWith("bound")).count(), texts(svg).toString());
        assertFalse(plot.drawn().overlaps(), "a label overlaps another");
    }

    @Test
    void sweepKeepsDifferentBoundsApart() {
        List<Map<String, String>> rows = List.of(
                Map.of("algorithm", "a", "P", "8", "measured", "10", "bound", "10", "claim", "equals"),
                Map.of("algorithm", "a", "P", "16", "measured", "20", "bound", "20", "claim", "equals"),
                Map.of("algorithm", "b", "P", "8", "measured", "12", "bound", "10", "claim", "at least"),
                Map.of("algorithm", "b", "P", "16", "measured", "30", "bound", "25", "claim", "at least"));
        LinePlot plot = Charts.sweep("t", rows, "P", List.of(), true);
        assertEquals(List.of("bound of a (equals)", "bound of b (at least)"),
                plot.lines().stream().filter(LinePlot.Line::dashed).map(LinePlot.Line::name).toList());
    }

    @Test
    void anXChartLineChartIsRedrawnWithItsTextAsText() throws Exception {
        XYChart chart = new XYChartBuilder().title("FFT").xAxisTitle("n").yAxisTitle("model cycles").build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.addSeries("compute", new double[] {16, 32, 64}, new double[] {40, 90, 200});
        chart.addSeries("paper's remap time", new double[] {16, 32, 64}, new double[] {30, 60, 120})
                .setLineStyle(SeriesLines.DASH_DASH);
        LinePlot plot = Charts.plot(chart);
        assertEquals(List.of(false, true), plot.lines().stream().map(LinePlot.Line::dashed).toList());
        String svg = Files.readString(Charts.write(chart, dir.resolve("fft.svg")));
        assertTrue(texts(svg).containsAll(List.of("FFT", "compute", "paper's remap time")), texts(svg).toString());
        assertNotNull(ImageIO.read(Charts.write(chart, dir.resolve("fft.png")).toFile()));
    }

    @Test
    void otherExtensionsAreRefused() {
        InvalidParameterException e = org.junit.jupiter.api.Assertions.assertThrows(InvalidParameterException.class,
                () -> Charts.check(dir.resolve("x.gif")));
        assertEquals("--plot " + dir.resolve("x.gif") + ": the file name must end in .svg or .png", e.getMessage());
        org.junit.jupiter.api.Assertions.assertThrows(InvalidParameterException.class,
                () -> Charts.check(dir.resolve("no/such/x.svg")));
    }
}
