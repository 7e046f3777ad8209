package org.pcmemu.harness.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Registry;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;

/**
 * Every registered LogP-family algorithm, on logp and on postal, traced, written as GOAL
 * ({@link GoalWriter}), read back and run on the same machine with the capacity checked (the
 * original's stalls are among the schedule's calcs): the same finish time at every processor, so
 * the same makespan. The buffered postal model's run is the one that has no GOAL
 * form (it receives in an order of its choice), and says so.
 */
class GoalRoundTripTest {
    /* Parameters an algorithm needs beyond its defaults: summation's operands, the FFT's points. */
    private static final Map<String, Map<String, Long>> NEEDS = Map.of("summation", Map.of("operands", 40L),
            "fft", Map.of("points", 256L));

    static Stream<Arguments> runs() {
        List<Arguments> out = new ArrayList<>();
        for (Algorithm a : Registry.all()) {
            for (String machine : List.of("logp:L=6,o=2,g=4", "logp:L=5,o=1,g=3,capacity=check", "postal:lambda=3")) {
                ModelKind kind = Machine.parse(machine, 1).kind();
                if (a.runsOn(kind) && !a.name().equals("buffered")) {
                    for (int P : List.of(8, 13)) {
                        if (!a.problem().equals("fft") || P == 8) {
                            out.add(Arguments.of(a.problem(), a.name(), machine, P));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1} on {2}, P = {3}")
    @MethodSource("runs")
    void theScheduleOfATraceGivesEveryFinishTimeAgain(String problem, String algorithm, String machine, int P)
            throws IOException {
        Report original = new RunSpec(problem, Machine.parse(machine, P), algorithm, NEEDS.getOrDefault(problem,
                Map.of()), RunOptions.defaults().withTrace(true)).run();
        Schedule schedule = GoalParser.parse(algorithm + ".goal", goal(original));
        Report replay = Goals.run(schedule, machine.replace(",capacity=check", "") + ",capacity=check",
                RunOptions.defaults());
        assertArrayEquals(original.result().finishTimes(), replay.result().finishTimes(), problem + " " + algorithm
                + " on " + machine + ", P = " + P);
        assertEquals(original.result().makespan(), replay.measured());
        assertEquals(original.result().messages(), replay.messages());
    }

    @Test
    void theBufferedModelChoosesItsOrderOfReceptionAndHasNoGoalForm() {
        Report buffered = new RunSpec("kitem", Machine.parse("postal:lambda=3", 10), "buffered", Map.of("items", 8L),
                RunOptions.defaults().withTrace(true)).run();
        InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> goal(buffered));
        assertTrue(e.getMessage().contains("GOAL replays receptions in order of arrival"), e.getMessage());
    }

    @Test
    void anExportedScheduleIsOneChainPerRankWithItsRunInComments() throws IOException {
        Report fig3 = new RunSpec("broadcast", Machine.parse("logp:L=6,o=2,g=4", 8), "optimal", Map.of(),
                RunOptions.defaults().withTrace(true)).run();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GoalWriter.write(fig3.trace(), "broadcast optimal", Map.of("measuredCycles", "24"), out);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("// broadcast optimal\n// measuredCycles: 24\n"), text);
        // processor 7, informed at 24 by processor 2: it waits for the message, the recv alone
        assertTrue(text.contains("rank 7 {\nl1: recv 1b from 2 tag 0\n}\n"), text);
        // the root: a send every g = 4 cycles, the 2 cycles after each overhead an explicit wait
        assertTrue(text.contains("rank 0 {\nl1: send 1b to 1 tag 0\nl2: calc 2\nl2 requires l1\n"
                + "l3: send 1b to 2 tag 1\nl3 requires l2\n"), text);
    }

    private static String goal(Report r) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        GoalWriter.write(r.trace(), r.problem() + " " + r.algorithm(), Map.of(), out);
        return out.toString(StandardCharsets.UTF_8);
    }
}
