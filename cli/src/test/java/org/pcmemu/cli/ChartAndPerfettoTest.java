package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** {@code --trace FILE.perfetto.json}, {@code --trace-format chrome} and {@code --chart FILE.svg} on the command line. */
class ChartAndPerfettoTest {
    @TempDir
    Path dir;

    @Test
    void figureThreeRunWritesAPerfettoFileAndAChartOfTheTreeAndTheActivity() throws Exception {
        Path trace = dir.resolve("fig3.perfetto.json");
        Path chart = dir.resolve("fig3.svg");
        Invocation run = Invocation.of(Invocation.figure("--trace", trace.toString(), "--chart", chart.toString()));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("CHROME written to " + trace), run.out());
        assertTrue(run.out().matches("(?s).*chart +activity time line +written to "
                + java.util.regex.Pattern.quote(chart.toString()) + "\n.*"), run.out());
        JsonNode json = new ObjectMapper().readTree(trace.toFile());
        assertTrue(json.get("otherData").get("timeUnit").asText().startsWith("1 model cycle = 1 microsecond"));
        assertEquals("24", json.get("otherData").get("measuredCycles").asText());
        Document svg = parse(chart);
        List<String> texts = texts(svg);
        // the paper's tree labels, each processor's row, the axis and the marked cost
        for (String label : List.of("0", "10", "14", "18", "20", "22", "24", "P0", "P7", "measured = bound = 24",
                "model time (cycles)")) {
            assertTrue(texts.contains(label), label + " in " + texts);
        }
        assertTrue(group(svg, "message-tree") != null && group(svg, "activity") != null);
    }

    @Test
    void traceFormatChromeOverridesTheExtension() throws IOException {
        Path trace = dir.resolve("run.json");
        Invocation run = Invocation.of(Invocation.figure("--trace", trace.toString(), "--trace-format", "chrome"));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(new ObjectMapper().readTree(trace.toFile()).has("traceEvents"));
    }

    @Test
    void dBspChartNestsTheSubMachinesAsGroups() throws Exception {
        Path chart = dir.resolve("dbsp.svg");
        Invocation run = Invocation.of("run", "broadcast", "--model", "dbsp", "--p", "16", "--latency", "log",
                "--bandwidth", "log", "--chart", chart.toString());
        assertEquals(0, run.exitCode(), run.err());
        Document svg = parse(chart);
        Element whole = group(svg, "sub-machine-d0-0-16");
        assertTrue(whole != null, "the whole machine is a group");
        // ROOT on 16: halvings to groups of 4 (depth 2) and pairs (depth 3); the halves of 8 take no step
        Element quarter = group(svg, "sub-machine-d2-8-4");
        Element pair = group(svg, "sub-machine-d3-10-2");
        assertTrue(quarter != null && isInside(quarter, whole), "[8, 12) is nested in the whole machine");
        assertTrue(pair != null && isInside(pair, quarter), "[10, 12) is nested in [8, 12)");
        assertFalse(isInside(pair, group(svg, "sub-machine-d2-12-4")), "[10, 12) is not in [12, 16)");
        assertTrue(texts(svg).stream().anyMatch(t -> t.startsWith("w=") && t.contains("cost")), "w, h, cost labels");
    }

    @Test
    void bspChartLabelsEverySuperstep() throws Exception {
        Path chart = dir.resolve("bsp.svg");
        Invocation run = Invocation.of(Invocation.bsp64(8, "--algorithm", "kary", "--k", "8", "--chart",
                chart.toString()));
        assertEquals(0, run.exitCode(), run.err());
        List<String> texts = texts(parse(chart));
        // the notes' Algorithm 3 with k = 8 on 64 processors: two supersteps of max(8, 7 * 1) = 8
        assertTrue(texts.containsAll(List.of("superstep 0", "superstep 1", "w=0 h=7 cost 8", "measured = bound = 16")),
                texts.toString());
    }

    @Test
    void aRunOfMoreThanSixtyFourProcessorsGetsASummaryBand() throws Exception {
        Path chart = dir.resolve("big.svg");
        Invocation run = Invocation.of("run", "broadcast", "--model", "logp", "--P", "100", "--L", "6", "--o", "2",
                "--g", "4", "--chart", chart.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> texts = texts(parse(chart));
        assertFalse(texts.contains("P99"), "no row per processor");
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("share of the 100 processors busy")), texts.toString());
    }

    @Test
    void badChartOrTraceFormatIsRefusedBeforeTheRunAndWritesNothing() throws IOException {
        Invocation png = Invocation.of(Invocation.figure("--chart", dir.resolve("x.gif").toString()));
        assertEquals(2, png.exitCode());
        assertEquals("pcmemu: --chart " + dir.resolve("x.gif") + ": the file name must end in .svg or .png",
                png.err().strip());
        Invocation folder = Invocation.of(Invocation.figure("--chart", dir.resolve("no/such/x.svg").toString()));
        assertEquals(2, folder.exitCode());
        assertTrue(folder.err().contains("does not exist"), folder.err());
        Invocation format = Invocation.of(Invocation.figure("--trace-format", "chrome"));
        assertEquals(2, format.exitCode());
        assertEquals("pcmemu: --trace-format needs --trace FILE", format.err().strip());
        Invocation unknown = Invocation.of(Invocation.figure("--trace", dir.resolve("t.json").toString(),
                "--trace-format", "perfetto"));
        assertEquals(2, unknown.exitCode());
        assertEquals(1, unknown.err().strip().lines().count(), unknown.err());
        assertEquals(List.of(), TraceFileTest.filesIn(dir));
    }

    static Document parse(Path svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return f.newDocumentBuilder().parse(svg.toFile());
    }

    static List<String> texts(Document svg) {
        NodeList nodes = svg.getElementsByTagName("text");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(nodes.item(i).getTextContent());
        }
        return out;
    }

    private static Element group(Document svg, String id) {
        NodeList groups = svg.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (id.equals(g.getAttribute("id"))) {
                return g;
            }
        }
        return null;
    }

    private static boolean isInside(Node inner, Node outer) {
        for (Node n = inner.getParentNode(); n != null; n = n.getParentNode()) {
            if (n == outer) {
                return true;
            }
        }
        return false;
    }
}
