package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class BroadcastJsonOutputTest {
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

    @Test
    void figureCaseJsonHasMeasuredAndBound24AndThePapersInformationTimes() throws Exception {
        JsonNode j = json(Invocation.figure("--json"));
        assertEquals("logp", j.get("model").asText());
        assertEquals("optimal", j.get("algorithm").asText());
        assertEquals(24, j.get("measured").asLong());
        assertEquals(24, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals(1.0, j.get("ratio").asDouble());
        long[] times = new long[j.get("informationTimes").size()];
        for (int i = 0; i < times.length; i++) {
            times[i] = j.get("informationTimes").get(i).asLong();
        }
        Arrays.sort(times);
        assertArrayEquals(new long[] {0, 10, 14, 18, 20, 22, 24, 24}, times);
        assertEquals(132, j.get("sumOfInformationTimes").asLong()); // 0+10+14+18+20+22+24+24
        assertEquals(7, j.get("messages").asLong()); // P - 1
    }

    @Test
    void parametersAreAnObjectWithTheModelsParameters() throws Exception {
        JsonNode p = json(Invocation.figure("--json")).get("parameters");
        assertEquals(8, p.get("P").asLong());
        assertEquals(6, p.get("L").asLong());
        assertEquals(2, p.get("o").asLong());
        assertEquals(4, p.get("g").asLong());
        assertEquals("enforce", p.get("capacity").asText());
        assertEquals(5, p.size());
    }

    /*
     * TR Theorem 3.3 with d = g = 4, k = ceil((L + 2o)/d) = 3: phi is the real root of
     * x^3 - x^2 - 1, the supergolden ratio 1.4655712318767680..., so the bound is
     * 10 + 4 ln 8 / ln phi.
     */
    @Test
    void closedFormBoundIsTheorem33WithTheSupergoldenRatio() throws Exception {
        double phi = 1.4655712318767680;
        double expected = 10 + 4 * Math.log(8) / Math.log(phi);
        assertEquals(expected, json(Invocation.figure("--json")).get("closedFormBound").asDouble(), 1e-9);
    }

    @Test
    void capacityIsAnObjectWithLimitCeilLOverG() throws Exception {
        JsonNode c = json(Invocation.figure("--json")).get("capacity");
        assertEquals(2, c.get("limit").asLong()); // ceil(6/4)
        assertEquals(0, c.get("violations").asLong());
        assertTrue(c.get("worstInTransit").asLong() >= 1, c.toString());
        assertTrue(c.get("worstInTransit").asLong() <= 2, c.toString());
    }

    @Test
    void runStatisticsArePresent() throws Exception {
        JsonNode j = json(Invocation.figure("--json"));
        assertTrue(j.get("windows").isIntegralNumber() && j.get("windows").asLong() >= 1, j.toString());
        assertTrue(j.get("wallMillis").isNumber() && j.get("wallMillis").asDouble() > 0, j.toString());
        assertEquals("virtual", j.get("threads").asText());
        assertFalse(j.has("jitter"), j.toString());
    }

    /*
     * A run under --jitter says so, with its seed, and is otherwise the run without it: the
     * capacity as given (enforced), the same cost.
     */
    @Test
    void aJitteredRunNamesItsSeed() throws Exception {
        JsonNode j = json("run", "broadcast", "--model", "bsp", "--p", "16", "--g", "1", "--L", "2", "--jitter", "5",
                "--json");
        assertEquals(5, j.get("jitter").asLong());
        JsonNode logp = json("run", "broadcast", "--model", "logp", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                "--jitter", "3", "--json");
        assertEquals(3, logp.get("jitter").asLong());
        assertEquals(24, logp.get("measured").asLong()); // the LogP paper's Figure 3
        assertEquals("enforce", logp.get("capacity").get("mode").asText());
        assertFalse(logp.get("parameters").has("latency-spread"), logp.toString());
        Invocation text = Invocation.of("run", "broadcast", "--model", "bsp", "--p", "16", "--g", "1", "--L", "2",
                "--jitter", "5");
        assertTrue(text.out().contains("virtual threads, --jitter 5"), text.out());
    }

    /* SPAA Theorem 2.2: f_6 = 6 < 8 <= f_7 = 9 for lambda = 3. */
    @Test
    void postalJsonHasLambdaAndTime7() throws Exception {
        JsonNode j = json("run", "broadcast", "--model", "postal", "--P", "8", "--lambda", "3", "--json");
        assertEquals("postal", j.get("model").asText());
        assertEquals(3, j.get("parameters").get("lambda").asLong());
        assertEquals("enforce", j.get("parameters").get("capacity").asText());
        assertEquals(3, j.get("parameters").size());
        assertEquals(7, j.get("measured").asLong());
        assertEquals(7, j.get("bound").asLong());
    }

    @Test
    void baselineJsonReportsClaimAtLeastAndRatioAboveOne() throws Exception {
        JsonNode j = json(Invocation.figure("--json", "--algorithm", "binomial"));
        assertEquals("binomial", j.get("algorithm").asText());
        assertEquals("at least", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertTrue(j.get("ratio").asDouble() >= 1.0, j.toString());
    }

    /* P = 1: nothing to send, bound 0, measured 0; the ratio is defined as 1. */
    @Test
    void singleProcessorBroadcastTakesNoTime() throws Exception {
        JsonNode j = json("run", "broadcast", "--P", "1", "--L", "6", "--o", "2", "--g", "4", "--json");
        assertEquals(0, j.get("measured").asLong());
        assertEquals(0, j.get("bound").asLong());
        assertEquals(0, j.get("messages").asLong());
        assertEquals(1, j.get("informationTimes").size());
    }
}
