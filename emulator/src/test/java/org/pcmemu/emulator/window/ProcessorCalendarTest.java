package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ProcessorCalendarTest {

    /*
     * Random inserts, re-keys up and down (and the capacity rule's pattern: the least re-keyed
     * past everyone), removals and takes, against an ordered set of (key, id): the least entry
     * always agrees, so the order in which send requests are decided is the (attempt, id) order
     * whatever the heap's shape. Also for a calendar of one part of the processors (ids equal to
     * part modulo parts), as each part of the request decider keeps.
     */
    @Test
    void agreesWithAnOrderedSetUnderRandomOperations() {
        for (int seed = 0; seed < 60; seed++) {
            Random random = new Random(seed);
            int parts = seed < 30 ? 1 : 1 + random.nextInt(5);
            int part = random.nextInt(parts);
            int processors = 1 + random.nextInt(80);
            int keys = 1 + random.nextInt(10);
            ProcessorCalendar calendar = new ProcessorCalendar(processors, parts, part);
            int slots = (processors - part + parts - 1) / parts;
            if (slots == 0) {
                continue;
            }
            Map<Integer, Long> live = new HashMap<>();
            TreeSet<long[]> order = new TreeSet<>(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
            for (int op = 0; op < 4000; op++) {
                int kind = random.nextInt(10);
                if (kind < 5) { // insert or re-key anywhere
                    int id = random.nextInt(slots) * parts + part;
                    long key = random.nextInt(keys);
                    set(calendar, live, order, id, key);
                } else if (kind < 7 && !live.isEmpty()) { // the least moves past the others, as a decided sender does
                    int id = calendar.minId();
                    set(calendar, live, order, id, calendar.minKey() + 1 + random.nextInt(keys));
                } else if (kind < 8) {
                    int id = random.nextInt(slots) * parts + part;
                    calendar.remove(id);
                    Long old = live.remove(id);
                    if (old != null) {
                        order.remove(new long[] {old, id});
                    }
                } else if (!live.isEmpty()) {
                    long[] least = order.pollFirst();
                    assertEquals(least[1], calendar.removeMin(), "seed " + seed + " op " + op);
                    live.remove((int) least[1]);
                }
                assertEquals(live.isEmpty(), calendar.isEmpty());
                if (!live.isEmpty()) {
                    assertEquals(order.first()[0], calendar.minKey(), "seed " + seed + " op " + op);
                    assertEquals(order.first()[1], calendar.minId(), "seed " + seed + " op " + op);
                }
            }
        }
    }

    private static void set(ProcessorCalendar calendar, Map<Integer, Long> live, TreeSet<long[]> order, int id,
                            long key) {
        Long old = live.put(id, key);
        if (old != null) {
            order.remove(new long[] {old, id});
        }
        order.add(new long[] {key, id});
        calendar.set(id, key);
    }
}
