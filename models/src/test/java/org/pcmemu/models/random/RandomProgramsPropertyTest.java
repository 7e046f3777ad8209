package org.pcmemu.models.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.random.RandomPrograms.Outcome;

/**
 * Random programs ({@link RandomPrograms}) on every model: each run ends with a result or a
 * named error within its timeout; the same program run again (the other thread mode, jittered)
 * gives the same model-time result; and every message sent is received or reported undelivered.
 * 2,000 programs in the build; {@code -Dpcmemu.campaign=N} runs N more (docs/guide.md, the random-program campaign).
 */
class RandomProgramsPropertyTest {

    @Property(tries = 2000)
    void endsTheSameWayTwiceAndAccountsForEveryMessage(@ForAll long seed) {
        check(seed, new TreeMap<>());
    }

    @Test
    @EnabledIfSystemProperty(named = "pcmemu.campaign", matches = "[0-9]+")
    void campaign() {
        int n = Integer.parseInt(System.getProperty("pcmemu.campaign"));
        Map<String, Integer> outcomes = new TreeMap<>();
        long start = System.nanoTime();
        for (long seed = 1; seed <= n; seed++) {
            check(seed * 0x9E3779B97F4A7C15L, outcomes);
        }
        System.out.printf("campaign: %d programs, each run twice, in %.0f s: %s%n", n,
                (System.nanoTime() - start) / 1e9, outcomes);
    }

    private static void check(long seed, Map<String, Integer> outcomes) {
        Outcome first = RandomPrograms.run(seed, ThreadMode.VIRTUAL, 0);
        Outcome second = RandomPrograms.run(seed, ThreadMode.PLATFORM, seed | 1);
        String what = "seed " + seed + ": " + first;
        assertFalse(first.failed() && first.error().startsWith("TIMEOUT"), what);
        assertTrue(first.sameAs(second), what + " then " + second);
        if (first.failed()) {
            assertTrue(first.error().startsWith("DeadlockException: ")
                    || first.error().startsWith("ProcessorFailureException: "), what);
            outcomes.merge(first.model() + " " + first.error().substring(0, first.error().indexOf(':')), 1,
                    Integer::sum);
        } else {
            assertEquals(first.sent(), first.received() + first.undelivered(), what);
            outcomes.merge(first.model() + " result", 1, Integer::sum);
        }
    }
}
