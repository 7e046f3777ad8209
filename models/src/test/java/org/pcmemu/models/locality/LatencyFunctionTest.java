package org.pcmemu.models.locality;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;

/** Values worked out by hand from each definition; the papers' assumption checked on 1..p. */
class LatencyFunctionTest {

    private static long[] at(LatencyFunction l, long... ks) {
        long[] v = new long[ks.length];
        for (int i = 0; i < ks.length; i++) {
            v[i] = l.at(ks[i]);
        }
        return v;
    }

    @Test
    void logIsCeilingOfLog2LiftedToOneAtOne() {
        assertArrayEquals(new long[] {1, 1, 2, 2, 3, 4, 5, 8, 16},
                at(LatencyFunction.log(), 1, 2, 3, 4, 5, 16, 17, 256, 65536));
    }

    @Test
    void logOverLogLogFloorsTheInnerLogAtTwo() {
        // k=2: 1/2 -> 1; 16: 4/2 = 2; 17: 4.09/2.03 -> 3; 256: 8/3 -> 3; 65536: 16/4 = 4
        assertArrayEquals(new long[] {1, 1, 1, 2, 3, 3, 4},
                at(LatencyFunction.logOverLogLog(), 1, 2, 4, 16, 17, 256, 65536));
    }

    @Test
    void logSquaredIsExactAtPowersOfTwo() {
        // 3: 1.585^2 = 2.51 -> 3
        assertArrayEquals(new long[] {1, 1, 3, 4, 9, 16, 64, 256},
                at(LatencyFunction.logSquared(), 1, 2, 3, 4, 8, 16, 256, 65536));
    }

    @Test
    void sqrtAndPowersRoundUpOnceAndExactly() {
        assertArrayEquals(new long[] {1, 2, 2, 3, 4, 5, 256}, at(LatencyFunction.sqrt(), 1, 2, 4, 5, 16, 17, 65536));
        assertArrayEquals(new long[] {1, 2, 3, 3, 16}, at(LatencyFunction.power(0.25), 1, 16, 17, 81, 65536));
        // 125^(1/3) is 5.000000000000001 in doubles: it must cost 5 cycles, not 6
        assertArrayEquals(new long[] {3, 5, 6, 10}, at(LatencyFunction.power(1.0 / 3), 27, 125, 126, 1000));
        assertArrayEquals(new long[] {7, 7}, at(LatencyFunction.constant(7), 1, 1 << 20));
    }

    @Test
    void builtInsMeetThePapersAssumptionUpToTwoToTheSeventeen() {
        for (LatencyFunction l : List.of(LatencyFunction.log(), LatencyFunction.logOverLogLog(),
                LatencyFunction.logSquared(), LatencyFunction.sqrt(), LatencyFunction.power(0.3),
                LatencyFunction.power(1.5), LatencyFunction.constant(1))) {
            long[] t = l.table(1 << 17, "l"); // throws if l(1) < 1 or l decreases
            // checked here too, on the table's own values: l(1) >= 1, never decreasing
            assertTrue(t[1] >= 1, l.name());
            for (int k = 2; k <= 1 << 17; k++) {
                assertTrue(t[k] >= t[k - 1], l.name() + " at " + k);
            }
        }
        // and the values of three of them against integer arithmetic, independent of the class
        long[] log = LatencyFunction.log().table(1 << 17, "l");
        long[] sqrt = LatencyFunction.sqrt().table(1 << 17, "l");
        for (int k = 1; k <= 1 << 17; k++) {
            int ceilLog = k == 1 ? 0 : 64 - Long.numberOfLeadingZeros(k - 1L); // ceil(log2 k)
            assertEquals(Math.max(1, ceilLog), log[k], "log at " + k);
            long r = (long) Math.sqrt(k);
            assertEquals(r * r == k ? r : r + 1, sqrt[k], "sqrt at " + k);
        }
        assertEquals(1, LatencyFunction.constant(1).table(1 << 17, "l")[1 << 17]);
    }

    @Test
    void expressionsEvaluateWithUsualPrecedence() {
        assertArrayEquals(at(LatencyFunction.sqrt(), 1, 2, 3, 4, 5, 99, 100, 101),
                at(LatencyFunction.expression("sqrt(k)"), 1, 2, 3, 4, 5, 99, 100, 101));
        assertArrayEquals(new long[] {1, 2, 3, 3, 17}, at(LatencyFunction.expression("1+log2(k)"), 1, 2, 3, 4, 65536));
        assertEquals(512, LatencyFunction.expression("2^3^2").at(1));
        assertEquals(11, LatencyFunction.expression("-k^2 + 20").at(3));
        assertEquals(10, LatencyFunction.expression(" 2 * 3 + 4 ").at(1));
        assertEquals(20, LatencyFunction.expression("(2+3)*4").at(1));
        assertEquals(5, LatencyFunction.expression("min(k, 5)").at(7));
        assertEquals(3, LatencyFunction.expression("pow(k, 0.5)").at(9));
        assertEquals(2, LatencyFunction.expression("k/2").at(3)); // 1.5 rounds up
        assertEquals(1000, LatencyFunction.expression("1e3").at(1));
        assertEquals(4, LatencyFunction.expression("log(k)").at(16)); // log is log2, as in the papers
        assertEquals(3, LatencyFunction.expression("ceil(ln(k))").at(16));
    }

    @Test
    void parseKnowsTheBuiltInsByName() {
        assertEquals("log k", LatencyFunction.parse("log").name());
        assertEquals("log k / log log k", LatencyFunction.parse("log/loglog").name());
        assertEquals("log^2 k", LatencyFunction.parse("log^2").name());
        assertEquals("sqrt k", LatencyFunction.parse(" sqrt ").name());
        assertEquals("log k", LatencyFunction.parse("log k").name());
        assertEquals("log k / log log k", LatencyFunction.parse("log k / log log k").name());
        assertEquals("log^2 k", LatencyFunction.parse("log^2 k").name());
        assertEquals("sqrt k", LatencyFunction.parse("sqrt k").name());
        assertEquals("k^0.5", LatencyFunction.parse("k^0.5").name());
        assertEquals("12", LatencyFunction.parse("12").name());
        assertEquals(12, LatencyFunction.parse("12").at(99));
        assertEquals("sqrt(k)+1", LatencyFunction.parse("sqrt(k)+1").name());
    }

    @Test
    void syntaxErrorsNameThePosition() {
        assertEquals("latency expression 'sqrt(k': expected ')' but the expression ends at position 7",
                assertThrows(InvalidParameterException.class, () -> LatencyFunction.expression("sqrt(k")).getMessage());
        assertEquals("latency expression 'k k': unexpected 'k' at position 3",
                assertThrows(InvalidParameterException.class, () -> LatencyFunction.expression("k k")).getMessage());
        assertTrue(assertThrows(InvalidParameterException.class, () -> LatencyFunction.expression("foo(k)"))
                .getMessage().startsWith("latency expression 'foo(k)': unknown name 'foo' (the variable is k;"));
        assertEquals("latency expression 'min(k)': min takes 2 arguments, got 1 at position 1",
                assertThrows(InvalidParameterException.class, () -> LatencyFunction.expression("min(k)")).getMessage());
        assertThrows(InvalidParameterException.class, () -> LatencyFunction.expression(""));
        assertThrows(InvalidParameterException.class, () -> LatencyFunction.expression("2*"));
    }

    @Test
    void expressionsThatBreakTheAssumptionAreRefusedOnOneToP() {
        assertEquals("l(k) = log2(k) gives l(1) = 0 cycles; the locality models need l(1) >= 1"
                        + " (Juurlink et al. 2003, §1), e.g. max(1, log2(k)) or 1+log2(k)",
                assertThrows(InvalidParameterException.class,
                        () -> LatencyFunction.expression("log2(k)").table(8, "l")).getMessage());
        assertEquals("g(k) = 10-k decreases: g(1) = 9 > g(2) = 8 cycles; the locality models need a non-decreasing g"
                        + " (Juurlink et al. 2003, §1)",
                assertThrows(InvalidParameterException.class,
                        () -> LatencyFunction.expression("10-k").table(8, "g")).getMessage());
        // 1, 2, ..., 50, 50, 49: accepted up to p = 51, refused from p = 52
        LatencyFunction tent = LatencyFunction.expression("min(k, 101-k)");
        assertEquals(50, tent.table(51, "l")[51]);
        assertTrue(assertThrows(InvalidParameterException.class, () -> tent.table(52, "l")).getMessage()
                .contains("l(51) = 50 > l(52) = 49"));
        assertEquals("l(k) = log2(k-1) is not a finite number at k = 1 (it is -Infinity)",
                assertThrows(InvalidParameterException.class,
                        () -> LatencyFunction.expression("log2(k-1)").table(4, "l")).getMessage());
        assertThrows(InvalidParameterException.class, () -> LatencyFunction.constant(0));
        assertThrows(InvalidParameterException.class, () -> LatencyFunction.power(0));
        assertThrows(InvalidParameterException.class, () -> LatencyFunction.power(Double.NaN));
    }
}
