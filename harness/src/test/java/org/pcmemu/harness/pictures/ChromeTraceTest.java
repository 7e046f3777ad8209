package org.pcmemu.harness.pictures;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Parameter;
import org.pcmemu.harness.Registry;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;

/**
 * Every registered algorithm on every model it runs on (both engines), exported as Chrome trace
 * events and read back with Jackson: the file keeps the trace-event format's rules, and each
 * processor's slices add up to its busy time as the engine counted it.
 */
class ChromeTraceTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<ModelKind, Machine> MACHINES = Map.of(
            ModelKind.LOGP, Machine.parse("logp:L=6,o=2,g=4", 8),
            ModelKind.POSTAL, Machine.parse("postal:lambda=3", 9),
            ModelKind.LOGGP, Machine.parse("loggp:L=6,o=2,g=4,G=2,O=1,receive=at-arrival", 8),
            ModelKind.BSP, Machine.parse("bsp:g=1,L=8", 8),
            ModelKind.HPRAM, Machine.parse("hpram:latency=log k", 16),
            ModelKind.DBSP, Machine.parse("dbsp:latency=log k,bandwidth=log k", 16));

    static Stream<RunSpec> everyAlgorithm() {
        List<RunSpec> specs = new ArrayList<>();
        for (Algorithm a : Registry.all()) {
            for (ModelKind kind : a.models()) {
                Map<String, Long> parameters = new HashMap<>();
                boolean fft = a.problem().equals("fft"); // powers of two: P and the points
                for (Parameter p : a.parameters()) {
                    if (p.defaultValue() == null && !p.optional()) {
                        parameters.put(p.name(), p.name().equals("k") ? 3L : fft ? 64L : 40L);
                    }
                }
                if (a.problem().equals("summation")) { // optimal takes operands or a time; one of them
                    parameters.put("operands", 40L);
                }
                Machine machine = fft && kind == ModelKind.POSTAL ? Machine.parse("postal:lambda=3", 8) : MACHINES.get(kind);
                specs.add(new RunSpec(a.problem(), machine, a.name(), parameters, RunOptions.defaults().withTrace(true)));
            }
        }
        // capacity stalls: the naive all-to-all under the enforced limit
        specs.add(new RunSpec("alltoall", MACHINES.get(ModelKind.LOGP), "naive", Map.of(),
                RunOptions.defaults().withTrace(true)));
        return specs.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyAlgorithm")
    void exportKeepsTheTraceEventRulesAndTheBusyTimes(RunSpec spec) throws IOException {
        Report r = spec.run();
        JsonNode root = export(r);
        checkRules(root, r.result().processors());
        long[] slices = new long[r.result().processors()];
        for (JsonNode e : root.get("traceEvents")) {
            if (e.get("ph").asText().equals("X")) {
                slices[e.get("tid").asInt() - 1] += e.get("dur").asLong();
            }
        }
        long[] busy = r.result().busyTimes();
        for (int p = 0; p < busy.length; p++) {
            assertEquals(busy[p], slices[p], "processor " + p + " of " + spec);
        }
    }

    /* The busy times are the engine's own counts, not a copy of the trace: they add up by hand. */
    @Test
    void busyTimesOfTheFigureThreeBroadcastAreItsOverheads() {
        Report r = new RunSpec("broadcast", MACHINES.get(ModelKind.LOGP), "optimal", Map.of(),
                RunOptions.defaults()).run();
        // P0 sends 4 times; P1 receives and sends twice; P2 receives and sends once; the rest receive: o = 2
        assertArrayEquals(new long[] {8, 6, 4, 2, 2, 2, 2, 2}, r.result().busyTimes());
    }

    @Test
    void figureThreeHasSevenFlowArrowsFromEachSendToItsReceive() throws IOException {
        Report r = new RunSpec("broadcast", MACHINES.get(ModelKind.LOGP), "optimal", Map.of(),
                RunOptions.defaults().withTrace(true)).run();
        JsonNode root = export(r);
        assertEquals(ChromeTrace.TIME_UNIT, root.get("otherData").get("timeUnit").asText());
        assertTrue(root.get("otherData").get("timeUnit").asText().contains("1 model cycle = 1 microsecond"));
        Map<Long, JsonNode> starts = new HashMap<>();
        int finishes = 0;
        for (JsonNode e : root.get("traceEvents")) {
            if (e.get("ph").asText().equals("s")) {
                starts.put(e.get("id").asLong(), e);
            }
        }
        for (JsonNode e : root.get("traceEvents")) {
            if (e.get("ph").asText().equals("f")) {
                finishes++;
                JsonNode s = starts.get(e.get("id").asLong());
                // L + o after the send starts, the datum arrives; the receive starts then (o = 2, L = 6)
                assertEquals(s.get("ts").asLong() + 8, e.get("ts").asLong());
            }
        }
        assertEquals(7, starts.size());
        assertEquals(7, finishes);
    }

    private static JsonNode export(Report r) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ChromeTrace.write(r.trace(), r.problem() + " " + r.algorithm(), Map.of("model", r.machine().label()), out);
        return JSON.readTree(out.toByteArray());
    }

    /*
     * The trace-event format (JSON object form): known phases; one pid; X slices with ts, dur >= 0,
     * never overlapping on a track; every flow id once as "s" and once as "f" with the same name
     * and category, the "s" inside a send slice of the sender's track and the "f" (bound to the
     * enclosing slice) inside a receive slice of the receiver's track, not earlier than the "s".
     */
    static void checkRules(JsonNode root, int processors) {
        assertTrue(root.get("traceEvents").isArray());
        Set<String> phases = Set.of("X", "s", "f", "i", "M");
        Map<Integer, List<long[]>> slices = new HashMap<>();
        Map<Long, List<JsonNode>> flows = new HashMap<>();
        int threadNames = 0;
        for (JsonNode e : root.get("traceEvents")) {
            String ph = e.get("ph").asText();
            assertTrue(phases.contains(ph), ph);
            assertEquals(ChromeTrace.PID, e.get("pid").asInt(), "one process");
            assertTrue(!e.get("name").asText().isEmpty());
            int tid = e.get("tid").asInt();
            assertTrue(ph.equals("M") || (tid >= 1 && tid <= processors), "tid " + tid);
            switch (ph) {
                case "X" -> {
                    long ts = e.get("ts").asLong();
                    long dur = e.get("dur").asLong();
                    assertTrue(ts >= 0 && dur >= 0, e.toString());
                    assertTrue(!e.get("cat").asText().isEmpty());
                    slices.computeIfAbsent(tid, t -> new ArrayList<>()).add(new long[] {ts, ts + dur,
                        e.get("cat").asText().equals("send") ? 1 : e.get("cat").asText().equals("receive") ? 2 : 0});
                }
                case "s", "f" -> flows.computeIfAbsent(e.get("id").asLong(), id -> new ArrayList<>()).add(e);
                case "M" -> threadNames += e.get("name").asText().equals("thread_name") ? 1 : 0;
                default -> assertTrue(e.get("ts").asLong() >= 0);
            }
        }
        assertEquals(processors, threadNames, "one named track per processor");
        for (List<long[]> track : slices.values()) {
            track.sort((a, b) -> Long.compare(a[0], b[0]));
            for (int i = 1; i < track.size(); i++) {
                assertTrue(track.get(i)[0] >= track.get(i - 1)[1], "slices overlap");
            }
        }
        for (Map.Entry<Long, List<JsonNode>> f : flows.entrySet()) {
            List<JsonNode> pair = f.getValue();
            assertEquals(2, pair.size(), "flow " + f.getKey());
            JsonNode s = pair.get(0).get("ph").asText().equals("s") ? pair.get(0) : pair.get(1);
            JsonNode e = s == pair.get(0) ? pair.get(1) : pair.get(0);
            assertEquals("f", e.get("ph").asText());
            assertEquals("e", e.get("bp").asText());
            assertEquals(s.get("name"), e.get("name"));
            assertEquals(s.get("cat"), e.get("cat"));
            assertTrue(s.get("ts").asLong() <= e.get("ts").asLong());
            assertTrue(within(slices.get(s.get("tid").asInt()), s.get("ts").asLong(), 1), "flow start in a send");
            assertTrue(within(slices.get(e.get("tid").asInt()), e.get("ts").asLong(), 2), "flow end in a receive");
        }
    }

    private static boolean within(List<long[]> track, long ts, long kind) {
        return track != null && track.stream().anyMatch(s -> s[2] == kind && s[0] <= ts && ts <= s[1]);
    }
}
