package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;

/**
 * The send requests under a capacity rule are decided in bands, destinations in parallel
 * ({@link RequestDecider}). Checked two ways: against a one-at-a-time reference written here
 * (sends only, then receives), and across thread counts on programs that mix sends and receives,
 * where waiters' keys bound the bands.
 */
class RequestDeciderTest {
    private static final RunOptions OPTIONS = RunOptions.defaults().withTimeout(Duration.ofSeconds(60));

    /* A random plan: bursts[p][k] = destinations of p's k-th burst; delays[p][k] = extra wait before it. */
    private record Plan(int[][][] bursts, long[][] delays) {
        static Plan random(Random rnd, int p, int maxBursts, int maxBurst) {
            int[][][] bursts = new int[p][][];
            long[][] delays = new long[p][];
            for (int i = 0; i < p; i++) {
                int n = rnd.nextInt(maxBursts + 1);
                bursts[i] = new int[n][];
                delays[i] = new long[n];
                for (int k = 0; k < n; k++) {
                    bursts[i][k] = new int[1 + rnd.nextInt(maxBurst)];
                    for (int j = 0; j < bursts[i][k].length; j++) {
                        bursts[i][k][j] = rnd.nextInt(p);
                    }
                    delays[i][k] = rnd.nextInt(4) == 0 ? rnd.nextInt(12) : 0;
                }
            }
            return new Plan(bursts, delays);
        }

        int incoming(int to, int rounds) {
            int n = 0;
            for (int[][] b : bursts) {
                for (int k = 0; k < Math.min(rounds, b.length); k++) {
                    for (int d : b[k]) {
                        n += d == to ? 1 : 0;
                    }
                }
            }
            return n;
        }
    }

    /* Per processor: every decided send (to, start) and every receive (from, sequence, arrival, clock), as text. */
    private static List<String> run(Plan plan, CapacityRule rule, boolean interleave, int deciders, int engageAt) {
        int p = plan.bursts().length;
        String[] log = new String[p];
        WindowEngine.run(p, rule.overhead() + rule.latency(), rule, deciders, engageAt, OPTIONS, q -> {
            StringBuilder sb = new StringBuilder();
            int[][] mine = plan.bursts()[q.id()];
            long last = Long.MIN_VALUE;
            int received = 0;
            for (int k = 0; k < mine.length; k++) {
                long attempt = last == Long.MIN_VALUE ? q.clock() : Math.max(q.clock(), last + rule.spacing());
                attempt += plan.delays()[q.id()][k];
                for (int d : mine[k]) {
                    q.deferSend(d, attempt, k);
                }
                int n = q.flushSends();
                for (int i = 0; i < n; i++) {
                    WindowMessage m = q.takeDecided(i);
                    sb.append("s").append(m.to()).append('@').append(m.sendStart()).append(' ');
                    last = m.sendStart();
                }
                q.advanceTo(last + rule.overhead());
                if (interleave) {
                    // messages of the rounds before this one: all are sent before anyone waits for them
                    for (int quota = plan.incoming(q.id(), k); received < quota; received++) {
                        WindowMessage m = q.next();
                        sb.append("r").append(m.from()).append('#').append(m.sequence()).append('@')
                                .append(m.arrival()).append('/').append(q.clock()).append(' ');
                    }
                }
            }
            for (int quota = plan.incoming(q.id(), Integer.MAX_VALUE); received < quota; received++) {
                WindowMessage m = q.next();
                sb.append("r").append(m.from()).append('#').append(m.sequence()).append('@').append(m.arrival())
                        .append('/').append(q.clock()).append(' ');
            }
            log[q.id()] = sb.toString();
        });
        return Arrays.asList(log);
    }

    /*
     * The rule's decisions one at a time, by brute force: the least (attempt, sender) first; a send
     * starts at the first time from its attempt at which fewer than the limit of its destination's
     * departures are still in transit (departed at or before, arriving after its departure).
     */
    private static List<String> reference(Plan plan, CapacityRule rule) {
        int p = plan.bursts().length;
        List<List<Long>> departures = new ArrayList<>();
        StringBuilder[] log = new StringBuilder[p];
        int[] burst = new int[p];
        int[] inBurst = new int[p];
        long[] attempt = new long[p];
        long[] last = new long[p];
        for (int i = 0; i < p; i++) {
            departures.add(new ArrayList<>());
            log[i] = new StringBuilder();
            last[i] = Long.MIN_VALUE;
            attempt[i] = plan.bursts()[i].length == 0 ? Long.MAX_VALUE : plan.delays()[i][0];
        }
        while (true) {
            int q = -1;
            for (int i = 0; i < p; i++) {
                if (attempt[i] != Long.MAX_VALUE && (q < 0 || attempt[i] < attempt[q])) {
                    q = i;
                }
            }
            if (q < 0) {
                break;
            }
            int to = plan.bursts()[q][burst[q]][inBurst[q]];
            long start = attempt[q];
            while (inTransit(departures.get(to), start + rule.overhead(), rule.latency()) >= rule.limit()) {
                start++;
            }
            departures.get(to).add(start + rule.overhead());
            log[q].append("s").append(to).append('@').append(start).append(' ');
            last[q] = start;
            if (++inBurst[q] < plan.bursts()[q][burst[q]].length) {
                attempt[q] = start + rule.spacing();
            } else if (++burst[q] < plan.bursts()[q].length) {
                inBurst[q] = 0;
                long clock = start + rule.overhead();
                attempt[q] = Math.max(clock, start + rule.spacing()) + plan.delays()[q][burst[q]];
            } else {
                attempt[q] = Long.MAX_VALUE;
            }
        }
        List<String> out = new ArrayList<>();
        for (StringBuilder sb : log) {
            out.add(sb.toString());
        }
        return out;
    }

    private static int inTransit(List<Long> departures, long departure, long latency) {
        int n = 0;
        for (long d : departures) {
            if (d <= departure && departure < d + latency) {
                n++;
            }
        }
        return n;
    }

    private static List<String> sendsOnly(List<String> log) {
        List<String> out = new ArrayList<>();
        for (String s : log) {
            StringBuilder sb = new StringBuilder();
            for (String part : s.split(" ")) {
                if (part.startsWith("s")) {
                    sb.append(part).append(' ');
                }
            }
            out.add(sb.toString());
        }
        return out;
    }

    private static CapacityRule randomRule(Random rnd) {
        return new CapacityRule(1 + rnd.nextInt(3), rnd.nextInt(3), 1 + rnd.nextInt(6), 1 + rnd.nextInt(5));
    }

    @Test
    void sendsAreDecidedAsOneAtATimeInAttemptThenSenderOrder() {
        Random rnd = new Random(11);
        for (int trial = 0; trial < 30; trial++) {
            int p = 2 + rnd.nextInt(40);
            CapacityRule rule = randomRule(rnd);
            Plan plan = Plan.random(rnd, p, 4, 6);
            List<String> expected = reference(plan, rule);
            for (int deciders : new int[] {1, 2, 3}) {
                List<String> got = sendsOnly(run(plan, rule, false, deciders, 1));
                assertEquals(expected, got, "trial " + trial + ", " + rule + ", P = " + p + ", " + deciders + " deciders");
            }
        }
    }

    @Test
    void threadCountsAgreeWhenWaitersBoundTheBands() {
        Random rnd = new Random(5);
        int bounded = 0;
        for (int trial = 0; trial < 25; trial++) {
            int p = 2 + rnd.nextInt(60);
            CapacityRule rule = randomRule(rnd);
            Plan plan = Plan.random(rnd, p, 6, 5);
            List<String> one = run(plan, rule, true, 1, Integer.MAX_VALUE);
            for (int deciders : new int[] {2, 3}) {
                assertEquals(one, run(plan, rule, true, deciders, 1),
                        "trial " + trial + ", " + rule + ", P = " + p + ", " + deciders + " deciders");
            }
            bounded += one.stream().anyMatch(s -> s.contains("r")) ? 1 : 0;
        }
        assertTrue(bounded > 15, "most plans receive between bursts");
    }

    /*
     * A band is at most overhead + latency wide when that is less than the spacing: a message
     * decided in it may wake a waiter that asks before the band's later requests. Limit 1, o = 0,
     * L = 3, spacing 10. Processor 0 sends to 1 at 0, arriving at 3; 1 then sends to 3 at 3, in
     * transit until 6; 2 asks to send to 3 at 4, after 1's request in (attempt, sender) order, so
     * it stalls until 6. Processor 3 gets 1's message at 6 and 2's at 9.
     */
    @Test
    void aWaiterWokenInsideABandAsksBeforeItsLaterRequests() {
        CapacityRule rule = new CapacityRule(1, 0, 3, 10);
        for (int deciders : new int[] {1, 2}) {
            long[] starts = new long[4];
            long[] arrivals = new long[2];
            WindowEngine.run(4, 3, rule, deciders, 1, OPTIONS, q -> {
                switch (q.id()) {
                    case 0 -> {
                        q.deferSend(1, 0, null);
                        q.flushSends();
                        starts[0] = q.takeDecided(0).sendStart();
                    }
                    case 1 -> {
                        q.next();
                        q.deferSend(3, q.clock(), null);
                        q.flushSends();
                        starts[1] = q.takeDecided(0).sendStart();
                    }
                    case 2 -> {
                        q.deferSend(3, 4, null);
                        q.flushSends();
                        starts[2] = q.takeDecided(0).sendStart();
                    }
                    default -> {
                        arrivals[0] = q.next().arrival();
                        arrivals[1] = q.next().arrival();
                    }
                }
            });
            assertEquals(0, starts[0], deciders + " deciders");
            assertEquals(3, starts[1], deciders + " deciders");
            assertEquals(6, starts[2], deciders + " deciders");
            assertEquals(6, arrivals[0], deciders + " deciders");
            assertEquals(9, arrivals[1], deciders + " deciders");
        }
    }
}
