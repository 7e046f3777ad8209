package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;

class GridTest {

    @Test
    void rangesListsAndLogRangesExpandAsWritten() {
        assertEquals(List.of("7"), Grid.expand("P", "7"));
        assertEquals(List.of("2", "5", "9"), Grid.expand("P", "2,5,9"));
        assertEquals(List.of("1", "2", "3", "4", "5"), Grid.expand("P", "1..5"));
        assertEquals(List.of("0", "25", "50", "75", "100"), Grid.expand("P", "0..100:25"));
        assertEquals(List.of("0", "40", "80"), Grid.expand("P", "0..100:40"));
        assertEquals(List.of("2", "4", "8", "16", "32", "64", "128", "256", "512", "1000"),
                Grid.expand("P", "2..1000:log2"));
        assertEquals(List.of("3", "4", "8", "10"), Grid.expand("P", "3..10:log2"));
        assertEquals(List.of("5"), Grid.expand("P", "5..5:log2"));
    }

    @Test
    void theProductVariesTheLastParameterFastest() {
        Grid g = new Grid().add("P", "2,4", true).add("L", "1..3", true).add("latency", "min(1,floor(k/4))", false);
        assertEquals(6, g.size());
        List<Map<String, String>> points = g.points();
        assertEquals(Map.of("P", "2", "L", "1", "latency", "min(1,floor(k/4))"), points.get(0));
        assertEquals(Map.of("P", "2", "L", "2", "latency", "min(1,floor(k/4))"), points.get(1));
        assertEquals(Map.of("P", "4", "L", "3", "latency", "min(1,floor(k/4))"), points.get(5));
        assertEquals("P", g.swept());
        assertTrue(new Grid().add("P", "2..64:log2", true).isLogarithmic("P"));
    }

    /**
     * 2 x 10^7 points are a view, each made when asked for: a list of them made at once (about
     * 4 GB of maps) ran out of memory before a sweep's first point.
     */
    @Test
    void aLargeGridsPointsAreMadeWhenAskedFor() {
        Grid g = new Grid().add("P", "1..5000", true).add("L", "1..4000", true);
        List<Map<String, String>> points = g.points();
        assertEquals(20_000_000, points.size());
        assertEquals(Map.of("P", "1", "L", "1"), points.get(0));
        assertEquals(Map.of("P", "2", "L", "2"), points.get(4001));
        assertEquals(Map.of("P", "5000", "L", "4000"), points.get(19_999_999));
        assertThrows(IndexOutOfBoundsException.class, () -> points.get(20_000_000));
        Sweep sweep = new Sweep("broadcast", ModelKind.LOGP, List.of("optimal", "binomial"), g,
                org.pcmemu.emulator.RunOptions.defaults());
        List<RunSpec> specs = sweep.specs();
        assertEquals(40_000_000, specs.size());
        assertEquals("binomial", specs.get(20_000_000).algorithm());
        assertEquals(5000, specs.get(39_999_999).machine().processors());
    }

    @Test
    void emptyReversedAndMalformedRangesAreRefusedByName() {
        assertMessage("--P 9..3: the range is reversed (9 > 3)", () -> Grid.expand("P", "9..3"));
        assertMessage("--L is empty", () -> Grid.expand("L", " "));
        assertMessage("--P 1..10:0: the step must be at least 1 (or log2)", () -> Grid.expand("P", "1..10:0"));
        assertThrows(InvalidParameterException.class, () -> Grid.expand("P", "1..x"));
        assertThrows(InvalidParameterException.class, () -> Grid.expand("P", "1,,2"));
        assertThrows(InvalidParameterException.class, () -> Grid.expand("P", "1..99999999999"));
        assertThrows(InvalidParameterException.class, () -> new Grid().add("P", "1", true).add("P", "2", true));
    }

    @Test
    void aHugeProductSaturates() {
        Grid g = new Grid();
        for (String name : List.of("a", "b", "c", "d", "e")) {
            g.add(name, "1..100000", true);
        }
        assertEquals(Long.MAX_VALUE, g.size());
    }

    private static void assertMessage(String expected, Runnable r) {
        assertEquals(expected, assertThrows(InvalidParameterException.class, r::run).getMessage());
    }
}
