package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class BroadcastTextOutputTest {

    /* LogP paper Figure 3 / SPAA Figure 1: the optimal broadcast ends at 24. */
    @Test
    void figureCasePrintsMeasuredAndBound24WithClaimEquals() {
        Invocation run = Invocation.of(Invocation.figure());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        assertTrue(run.out().matches("(?s).*\\n\\s+measured\\s+24 cycles\\b.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n\\s+bound\\s+24 cycles\\b.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n\\s+claim\\s+equals\\s+holds\\b.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n\\s+model\\s+logp\\s+P=8\\s+L=6\\s+o=2\\s+g=4\\s+capacity=enforce\\n.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n\\s+capacity\\s+ok\\b.*"), run.out());
    }

    /* The paper's information times, in some processor order: every one of the 8 is listed. */
    @Test
    void figureCaseListsAllEightInformationTimes() {
        Invocation run = Invocation.of(Invocation.figure());
        Matcher m = Pattern.compile("\\bp(\\d+)\\s+(\\d+)").matcher(run.out());
        long[] times = new long[8];
        int listed = 0;
        while (m.find()) {
            times[Integer.parseInt(m.group(1))] = Long.parseLong(m.group(2));
            listed++;
        }
        assertEquals(8, listed, run.out());
        Arrays.sort(times);
        assertArrayEquals(new long[] {0, 10, 14, 18, 20, 22, 24, 24}, times);
    }

    /* SPAA Theorem 2.2: P(t) = f_t with f_i = 1 (i < 3), f_i = f_{i-1} + f_{i-3}: f_6 = 6 < 8 <= f_7 = 9. */
    @Test
    void postalBroadcastOfEightWithLambda3Takes7() {
        Invocation run = Invocation.of("run", "broadcast", "--model", "postal", "--P", "8", "--lambda", "3");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().matches("(?s).*\\n\\s+model\\s+postal\\s+P=8\\s+lambda=3\\s+capacity=enforce\\n.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n\\s+measured\\s+7 cycles\\b.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n\\s+bound\\s+7 cycles\\b.*"), run.out());
    }

    @Test
    void baselineClaimIsAtLeastTheOptimum() {
        Invocation run = Invocation.of(Invocation.figure("--algorithm", "flat"));
        assertEquals(0, run.exitCode(), run.err());
        // flat: the root sends 7 messages g = 4 apart, the last at 24, usable at 24 + L + 2o = 34
        assertTrue(run.out().matches("(?s).*\\n\\s+measured\\s+34 cycles\\b.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n\\s+claim\\s+at least\\s+holds\\b.*"), run.out());
    }

    /* An algorithm's name in any case, as the registry lists it. */
    @Test
    void algorithmNamesAreCaseInsensitive() {
        Invocation run = Invocation.of(Invocation.figure("--algorithm", "Flat"));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().matches("(?s).*\\n\\s+algorithm\\s+flat\\n.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n\\s+measured\\s+34 cycles\\b.*"), run.out());
    }

    @Test
    void largeMachineListsSixteenProcessorsAndAHistogram() {
        Invocation run = Invocation.of("run", "broadcast", "--P", "100", "--L", "6", "--o", "2", "--g", "4");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains(" p15 "), run.out());
        assertFalse(run.out().contains(" p16 "), run.out());
        assertTrue(run.out().contains("84 more not listed"), run.out());
        assertTrue(run.out().contains("histogram"), run.out());
    }

    @Test
    void quietLeavesOutThePerProcessorSection() {
        Invocation run = Invocation.of(Invocation.figure("--quiet"));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("measured"), run.out());
        assertFalse(run.out().contains("p7"), run.out());
    }

    @Test
    void platformThreadsGiveTheSameModelTime() {
        Invocation run = Invocation.of(Invocation.figure("--threads", "platform"));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().matches("(?s).*\\n\\s+measured\\s+24 cycles\\b.*"), run.out());
        assertTrue(run.out().contains("platform threads"), run.out());
    }
}
