package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;

/**
 * The registry's summation in both directions on the LogP paper's Figure 4 machine (P = 8, L = 5,
 * o = 2, g = 4; TR section 4): within t = 28 cycles S(t) sums N(28;8) = 79 operands, and 80
 * operands take T(80;8) = 29 (the cli's SummationCommandTest derives both by hand).
 */
class SummationsTest {
    private static RunSpec spec(String algorithm, Map<String, Long> parameters) {
        return new RunSpec("summation", Machine.parse("logp:L=5,o=2,g=4", 8), algorithm, parameters,
                RunOptions.defaults());
    }

    private static Object field(Report r, String key) {
        return r.details().fields().stream().filter(f -> f.key().equals(key)).findFirst().orElseThrow();
    }

    @Test
    void timeSumsTheMostOperandsWithinTheDeadline() {
        Report r = spec("optimal", Map.of("time", 28L)).run();
        assertEquals(28, r.measured());
        assertEquals(79, r.figures().get("operands").longValue());
        assertEquals(8, r.figures().get("processorsUsed").longValue());
        RunDetails.Field.Text problem = (RunDetails.Field.Text) field(r, "problem");
        assertEquals("deadline", problem.text());
        RunDetails.Field.Computed value = (RunDetails.Field.Computed) field(r, "value");
        assertEquals(Long.toString(79 * 80 / 2), value.text());
    }

    /* The operator's index is the choice's: 2 is matrix, whose value is a 2x2 matrix. */
    @Test
    void theOperatorIsTheChoiceOfItsIndex() {
        Parameter p = Registry.parameter("summation", "operator");
        assertEquals(2, p.index("matrix"));
        Report r = spec("binary-tree", Map.of("operands", 80L, "operator", 2L)).run();
        assertEquals(39, r.measured());
        assertEquals(29, r.bound().value());
        assertEquals("matrix", ((RunDetails.Field.Text) field(r, "operator")).text());
        assertTrue(((RunDetails.Field.Computed) field(r, "value")).text().startsWith("[["));
    }

    /* Neither or both of time and operands fail when the parameters are completed, before a run. */
    @Test
    void exactlyOneOfTimeAndOperandsIsCheckedBeforeAnyRun() {
        for (Map<String, Long> bad : List.of(Map.<String, Long>of(), Map.of("time", 28L, "operands", 80L))) {
            InvalidParameterException e = assertThrows(InvalidParameterException.class,
                    spec("optimal", bad)::completeParameters);
            assertTrue(e.getMessage().startsWith("give exactly one of --time"), e.getMessage());
        }
        InvalidParameterException e = assertThrows(InvalidParameterException.class,
                spec("binary-tree", Map.of("time", 28L))::completeParameters);
        assertEquals("summation binary-tree on logp takes no parameter 'time' (it takes operands, operator; time is for optimal)",
                e.getMessage());
    }
}
