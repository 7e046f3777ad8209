package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WaiterCalendarTest {

    /*
     * Random keying, re-keying (up and down, to the same key, back to an old key), removals and
     * takes, against a plain map of the live keys: the least key always agrees, every take
     * returns a live id with that key, and nothing is taken twice.
     */
    @Test
    void agreesWithAMapOfLiveKeysUnderRandomOperations() {
        for (int seed = 0; seed < 20; seed++) {
            Random random = new Random(seed);
            int processors = 1 + random.nextInt(60);
            int keys = 1 + random.nextInt(12);
            WaiterCalendar calendar = new WaiterCalendar(processors);
            Map<Integer, Long> live = new HashMap<>();
            for (int op = 0; op < 5000; op++) {
                int id = random.nextInt(processors);
                int kind = random.nextInt(10);
                if (kind < 5) {
                    long key = random.nextInt(keys) + (long) op / 50; // keys drift upwards, as model time does
                    calendar.set(id, key);
                    live.put(id, key);
                } else if (kind < 7) {
                    calendar.remove(id);
                    live.remove(id);
                } else if (!live.isEmpty()) {
                    long least = live.values().stream().mapToLong(Long::longValue).min().orElseThrow();
                    assertFalse(calendar.isEmpty());
                    assertEquals(least, calendar.minKey(), "seed " + seed + ", op " + op);
                    int taken = calendar.removeMin();
                    assertTrue(live.containsKey(taken), "took " + taken + ", which has no key");
                    assertEquals(least, live.remove(taken), "seed " + seed + ", op " + op);
                } else {
                    assertTrue(calendar.isEmpty());
                }
            }
            while (!live.isEmpty()) {
                int taken = calendar.removeMin();
                assertTrue(live.containsKey(taken));
                long least = live.values().stream().mapToLong(Long::longValue).min().orElseThrow();
                assertEquals(least, live.remove(taken));
            }
            assertTrue(calendar.isEmpty());
        }
    }
}
