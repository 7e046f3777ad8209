package org.pcmemu.harness.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Registry;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;

/**
 * GOAL on the LogGP model and under the receive rule at-arrival (docs/models.md, "LogGP" and "When
 * the receive overhead is paid"): message sizes cost (S - 1) G of the sender's gap; the three
 * collectives of scripts/goal-schedules give the same hand-computed times under both receive
 * rules (each rank takes one message per step, so when o is paid does not move it); the round trip
 * holds on loggp and at-arrival too (machines {@code loggp:...} and {@code logp:receive=at-arrival}).
 */
@Tag("loggp")
class GoalLogGpAndReceiveRuleTest {

    @Test
    void aLongMessageHoldsTheSendersGapForSizeMinusOneTimesG() {
        // L = 6, o = 2, g = 4, G = 1: an 8-byte message keeps the gap busy g + 7 G = 11 cycles, so the
        // second send starts at 11 and ends at 13; with 1-byte messages at 4, ending at 6 (LogP)
        String twoSends = """
                num_ranks 2
                rank 0 {
                send %1$db to 1 tag 0
                send %1$db to 1 tag 1
                }
                rank 1 {
                recv %1$db from 0 tag 0
                recv %1$db from 0 tag 1
                }
                """;
        long[] bytes8 = Goals.finishTimes(twoSends.formatted(8), "loggp:L=6,o=2,g=4,G=1,capacity=check");
        long[] bytes1 = Goals.finishTimes(twoSends.formatted(1), "loggp:L=6,o=2,g=4,G=1,capacity=check");
        assertArrayEquals(new long[] {13}, Arrays.copyOf(bytes8, 1));
        assertArrayEquals(Goals.finishTimes(twoSends.formatted(1), "logp:L=6,o=2,g=4,capacity=check"), bytes1);
    }

    @ParameterizedTest(name = "{0}, P = {1}, receive={2}")
    @CsvSource({"binomial, 8, at-arrival", "binomial, 64, at-arrival", "binomial, 1024, at-arrival",
        "dissemination, 8, at-arrival", "dissemination, 64, at-arrival", "dissemination, 1024, at-arrival",
        "allreduce, 8, at-arrival", "allreduce, 64, at-arrival", "allreduce, 1024, at-arrival"})
    void theThreeCollectivesTakeTheSameTimesUnderBothReceiveRules(String pattern, int P, String rule)
            throws Exception {
        String script = "../scripts/goal-schedules";
        java.nio.file.Path out = java.nio.file.Files.createTempFile(pattern, ".goal");
        Process p = new ProcessBuilder("python3", script, pattern, Integer.toString(P), "--out", out.toString())
                .start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException(new String(p.getErrorStream().readAllBytes()));
        }
        Schedule s = GoalParser.parse(out);
        long[] atCall = Goals.run(s, "logp:L=6,o=2,g=4,capacity=check", RunOptions.defaults()).result().finishTimes();
        long[] atArrival = Goals.run(s, "logp:L=6,o=2,g=4,capacity=check,receive=" + rule, RunOptions.defaults())
                .result().finishTimes();
        assertArrayEquals(atCall, atArrival);
        if (pattern.equals("binomial")) {
            assertArrayEquals(GoalSchedulesScriptTest.binomial(P, 6, 2, 4), atArrival);
        } else {
            long[] everyRank = new long[P];
            Arrays.fill(everyRank, 10L * Integer.numberOfTrailingZeros(P));
            assertArrayEquals(everyRank, atArrival);
        }
        java.nio.file.Files.delete(out);
    }

    @Test
    void theRoundTripHoldsOnLogGpAndAtArrival() throws IOException {
        // at-arrival with the capacity checked: a stall written as a calc would move a reception (goal.md, section 4)
        for (String machine : new String[] {"loggp:L=6,o=2,g=4,G=3", "logp:L=6,o=2,g=4,receive=at-arrival,capacity=check"}) {
            for (Algorithm a : Registry.all()) {
                if (!a.runsOn(Machine.parse(machine, 8).kind()) || a.name().equals("buffered")) {
                    continue;
                }
                Map<String, Long> needs = a.problem().equals("summation") ? Map.of("operands", 40L)
                        : a.problem().equals("fft") ? Map.of("points", 256L) : Map.of();
                Report original = new RunSpec(a.problem(), Machine.parse(machine, 8), a.name(), needs,
                        RunOptions.defaults().withTrace(true)).run();
                ByteArrayOutputStream text = new ByteArrayOutputStream();
                GoalWriter.write(original.trace(), a.name(), Map.of(), text);
                Report replay = Goals.run(GoalParser.parse(a.name() + ".goal", text.toString(StandardCharsets.UTF_8)),
                        machine, RunOptions.defaults());
                assertArrayEquals(original.result().finishTimes(), replay.result().finishTimes(), a.problem() + " "
                        + a.name() + " on " + machine);
            }
        }
    }
}
