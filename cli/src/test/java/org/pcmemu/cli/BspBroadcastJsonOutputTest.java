package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/* Expected costs from the lecture notes "Broadcasting" on BSP by hand; see BspBroadcastTextOutputTest. */
class BspBroadcastJsonOutputTest {
    /* Fails on anything after the first value: stdout must be exactly one JSON object. */
    private static final ObjectMapper STRICT = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private static JsonNode json(String... args) throws Exception {
        Invocation run = Invocation.of(args);
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        JsonNode node = STRICT.readTree(run.out());
        assertTrue(node.isObject(), run.out());
        return node;
    }

    /* Each superstep as [index, w, h, messages, words, start, cost]. */
    private static List<List<Long>> supersteps(JsonNode j) {
        List<List<Long>> rows = new ArrayList<>();
        for (JsonNode s : j.get("supersteps")) {
            assertEquals(7, s.size(), s.toString());
            rows.add(List.of(s.get("index").asLong(), s.get("w").asLong(), s.get("h").asLong(),
                    s.get("messages").asLong(), s.get("words").asLong(), s.get("start").asLong(),
                    s.get("cost").asLong()));
        }
        return rows;
    }

    /* Two supersteps of h = k - 1 = 7 at max(8, 7) = 8 each; 7 then 8 * 7 = 56 messages. */
    @Test
    void karyJsonHasTheLogPFieldsAndTheSuperstepBreakdown() throws Exception {
        JsonNode j = json(Invocation.bsp64(8, "--algorithm", "kary", "--k", "8", "--json"));
        assertEquals("broadcast", j.get("command").asText());
        assertEquals("bsp", j.get("model").asText());
        assertEquals("kary", j.get("algorithm").asText());
        assertEquals(16, j.get("measured").asLong());
        assertEquals(16, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertTrue(j.get("boundSource").asText().contains("Algorithm 3"), j.toString());
        assertEquals(1.0, j.get("ratio").asDouble());
        assertEquals(63, j.get("messages").asLong()); // every processor but 0 receives one copy
        assertTrue(j.get("wallMillis").isNumber(), j.toString());
        assertEquals("virtual", j.get("threads").asText());
        assertEquals(List.of(List.of(0L, 0L, 7L, 7L, 7L, 0L, 8L), List.of(1L, 0L, 7L, 56L, 56L, 8L, 8L)),
                supersteps(j));
    }

    @Test
    void parametersAreTheModelsThenKAndWords() throws Exception {
        JsonNode p = json(Invocation.bsp64(8, "--algorithm", "kary", "--k", "8", "--json")).get("parameters");
        assertEquals(List.of("P", "g", "L", "cost", "k", "words"), fieldNames(p));
        assertEquals(64, p.get("P").asLong());
        assertEquals(1, p.get("g").asLong());
        assertEquals(8, p.get("L").asLong());
        assertEquals("max", p.get("cost").asText());
        assertEquals(8, p.get("k").asLong());
        assertEquals(1, p.get("words").asLong());
    }

    @Test
    void flatHasNoK() throws Exception {
        JsonNode p = json(Invocation.bsp64(1, "--algorithm", "flat", "--json")).get("parameters");
        assertEquals(List.of("P", "g", "L", "cost", "words"), fieldNames(p));
    }

    /*
     * Best k for p = 64, g = 1, L = 8, n = 1: two supersteps need k >= 8 and cost
     * max(8, k-1) + max(8, floor(63/k)), 16 for k = 8 and 9, more above; three or more supersteps
     * (k <= 7) cost at least 24; one (k = 64) costs 63. The smallest of the cheapest is 8.
     */
    @Test
    void bestReportsTheKItChose() throws Exception {
        JsonNode j = json(Invocation.bsp64(8, "--algorithm", "best", "--json"));
        assertEquals("best", j.get("algorithm").asText());
        assertEquals(8, j.get("parameters").get("k").asLong());
        assertEquals(16, j.get("measured").asLong());
    }

    /*
     * n = 4096 words: every copy costs 4096 h-units, so the fewest copies per superstep win: k = 2,
     * lg 64 = 6 supersteps of max(8, 4096) = 24576 (k = 3: 4 supersteps of 8192; k = 4: 3 of 12288).
     * Best is also the default BSP algorithm.
     */
    @Test
    void bestIsTheDefaultAndChoosesK2ForLongMessages() throws Exception {
        JsonNode j = json(Invocation.bsp64(8, "--words", "4096", "--json"));
        assertEquals("best", j.get("algorithm").asText());
        assertEquals(2, j.get("parameters").get("k").asLong());
        assertEquals(4096, j.get("parameters").get("words").asLong());
        assertEquals(24576, j.get("measured").asLong());
        assertEquals(6, j.get("supersteps").size());
    }

    /*
     * Algorithm 4, p = 64, n = 4096: pieces of 64 words. Superstep 0: processor 0 sends 63 pieces,
     * h = 63 * 64 = 4032, cost max(8, 4032) = 4032. Superstep 1: each of the 64 sends its piece to
     * the 63 others and receives 63 pieces: h = 4032 again, 64 * 63 = 4032 messages of 64 words.
     * In all 8064 cycles, 63 + 4032 = 4095 messages, 4032 + 258048 = 262080 words.
     */
    @Test
    void twoPhaseOf4096WordsOnP64G1Costs8064() throws Exception {
        JsonNode j = json(Invocation.bsp64(8, "--algorithm", "two-phase", "--words", "4096", "--json"));
        assertEquals(8064, j.get("measured").asLong());
        assertEquals(8064, j.get("bound").asLong());
        assertEquals(4095, j.get("messages").asLong());
        assertEquals(262080, j.get("wordsSent").asLong());
        assertEquals(List.of(List.of(0L, 0L, 4032L, 63L, 4032L, 0L, 4032L),
                List.of(1L, 0L, 4032L, 4032L, 258048L, 4032L, 4032L)), supersteps(j));
    }

    /* Valiant's convention: Algorithm 2 takes lg 64 = 6 supersteps of 1 * 1 + 8 = 9. */
    @Test
    void sumConventionBinaryCosts54() throws Exception {
        JsonNode j = json(Invocation.bsp64(8, "--algorithm", "binary", "--cost", "SUM", "--json"));
        assertEquals("sum", j.get("parameters").get("cost").asText());
        assertEquals(54, j.get("measured").asLong());
        assertEquals(54, j.get("bound").asLong());
    }

    @Test
    void bspJsonHasNoLogPOnlyFields() throws Exception {
        JsonNode j = json(Invocation.bsp64(8, "--algorithm", "flat", "--json"));
        for (String field : List.of("windows", "capacity", "informationTimes", "trace", "closedFormBound")) {
            assertFalse(j.has(field), field);
        }
    }

    @Test
    void logPJsonHasNoSupersteps() throws Exception {
        assertFalse(json(Invocation.figure("--json")).has("supersteps"));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
