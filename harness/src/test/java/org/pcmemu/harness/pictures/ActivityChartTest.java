package org.pcmemu.harness.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.GraphicsEnvironment;
import java.awt.geom.Rectangle2D;
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
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;

class ActivityChartTest {
    @TempDir
    Path dir;

    private static ActivityChart.Run run(String problem, String machine, String algorithm, int processors) {
        Report r = new RunSpec(problem, Machine.parse(machine, processors), algorithm, Map.of(),
                RunOptions.defaults().withTrace(true)).run();
        return new ActivityChart.Run(problem + " " + algorithm, "", r.trace(), r.measured(), r.bound().value(),
                r.claim().label());
    }

    private static List<String> texts(String svg) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<text[^>]*>([^<]*)</text>").matcher(svg);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /* The LogP paper's Figure 3 run as PNG: decodes, the SVG's size, drawn without a window system. */
    @Test
    void pngDecodesAtTheSvgsSizeWithoutAWindowSystem() throws Exception {
        ActivityChart.Run fig3 = run("broadcast", "logp:L=6,o=2,g=4", "optimal", 8);
        Path png = ActivityChart.write(fig3, dir.resolve("fig3.png"));
        assertEquals(dir.resolve("fig3.png"), png);
        BufferedImage image = ImageIO.read(png.toFile());
        assertNotNull(image, "ImageIO reads the PNG");
        Matcher size = Pattern.compile("<svg[^>]*\\swidth=['\"](\\d+)[^>]*\\sheight=['\"](\\d+)")
                .matcher(ActivityChart.svg(fig3));
        assertTrue(size.find());
        assertEquals(Integer.parseInt(size.group(1)), image.getWidth());
        assertEquals(Integer.parseInt(size.group(2)), image.getHeight());
        assertTrue(GraphicsEnvironment.isHeadless() || System.getProperty("java.awt.headless") != null);
        int nonWhite = 0; // something is drawn: the boxes, the arrows, the tree
        for (int x = 0; x < image.getWidth(); x += 3) {
            for (int y = 0; y < image.getHeight(); y += 3) {
                nonWhite += (image.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF ? 1 : 0;
            }
        }
        assertTrue(nonWhite > 1000, nonWhite + " of the sampled pixels are not white");
    }

    @Test
    void svgTextStaysText() throws Exception {
        ActivityChart.Run dbsp = run("broadcast", "dbsp:latency=log k,bandwidth=1", "root", 16);
        String svg = Files.readString(ActivityChart.write(dbsp, dir.resolve("dbsp.svg")));
        List<String> texts = texts(svg);
        assertTrue(texts.containsAll(List.of("P0", "P15", "model time (cycles)", "superstep 1")), texts.toString());
        assertFalse(svg.contains("<path"), "a D-BSP chart has no arrows, so any path would be a glyph");
    }

    /*
     * ROOT and the binary tree on the D-BSP (the labels of nested sub-machines used to lie on the
     * bars), the BSP k-ary broadcast: no string overlaps a bar or another string.
     */
    @Test
    void labelsAreClearOfTheBarsAndOfEachOther() {
        for (ActivityChart.Run r : List.of(run("broadcast", "dbsp:latency=log k,bandwidth=1", "root", 16),
                run("broadcast", "dbsp:latency=log k,bandwidth=1", "binary-tree", 64),
                run("broadcast", "bsp:g=1,L=8", "binary", 16))) {
            ActivityChart.Drawn drawn = ActivityChart.drawn(r);
            assertTrue(drawn.texts().stream().anyMatch(t -> t.getWidth() > 0) && !drawn.bars().isEmpty());
            for (int i = 0; i < drawn.texts().size(); i++) {
                Rectangle2D a = drawn.texts().get(i);
                for (int j = i + 1; j < drawn.texts().size(); j++) {
                    assertFalse(a.intersects(drawn.texts().get(j)), r.title() + ": two strings overlap at " + a);
                }
                for (Rectangle2D bar : drawn.bars()) {
                    assertFalse(a.intersects(bar), r.title() + ": a string lies on a bar at " + a);
                }
            }
        }
    }

    @Test
    void otherExtensionsAreRefused() {
        InvalidParameterException e = assertThrows(InvalidParameterException.class,
                () -> ActivityChart.check(dir.resolve("x.gif")));
        assertEquals("--chart " + dir.resolve("x.gif") + ": the file name must end in .svg or .png", e.getMessage());
    }

    /*
     * ROOT on the H-PRAM with p = 256 and l(k) = ceil(sqrt k) costs 48 = Eq. (3.1); its write step
     * on the whole machine, [16, 32), holds every processor, so the summary band is full there:
     * one full-height bar per pixel column over those 16 of the 48 cycles (about a third of the
     * 545 columns), not one per cycle.
     */
    @Test
    void summaryBandIsFullWhereTheWholeMachineIsInAStep() {
        Report r = new RunSpec("broadcast", Machine.parse("hpram:latency=sqrt(k)", 256), "root", Map.of(),
                RunOptions.defaults().withTrace(true)).run();
        assertEquals(48, r.measured());
        String svg = ActivityChart.svg(new ActivityChart.Run("t", "", r.trace(), r.measured(), r.bound().value(),
                r.claim().label()));
        Matcher full = Pattern.compile("<rect [^>]*height='180\\.0'").matcher(svg);
        int bars = 0;
        while (full.find()) {
            bars++;
        }
        assertTrue(bars > 150 && bars < 200, bars + " full-height bars");
    }

    @Test
    void tickStepsAreRound() {
        assertEquals(2, ActivityChart.tickStep(24));
        assertEquals(5, ActivityChart.tickStep(48));
        assertEquals(10, ActivityChart.tickStep(114));
        assertEquals(20_000, ActivityChart.tickStep(200_000));
    }
}
