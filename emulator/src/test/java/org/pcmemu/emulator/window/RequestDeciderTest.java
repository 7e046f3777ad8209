package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;

/**
 * The send requests under a capacity rule are decided in bands, destinations in parallel
 * ({@link RequestDecider}). Checked against a brute-force one-at-a-time reference written here
 * (bursts of sends, and processors that react to their first arrival, whose keys bound the
 * bands), across thread counts on programs that receive between bursts, and on a case worked
 * by hand.
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

    /*
     * Queues q's k-th burst, asking as a program that sends back to back would: at its clock, or
     * the spacing after its last send, plus the burst's delay.
     */
    private static void queueBurst(WindowProcessor q, Plan plan, int k, long last, CapacityRule rule) {
        long attempt = last == Long.MIN_VALUE ? q.clock() : Math.max(q.clock(), last + rule.spacing());
        attempt += plan.delays()[q.id()][k];
        for (int d : plan.bursts()[q.id()][k]) {
            q.deferSend(d, attempt, k);
        }
    }

    /* Takes the n decided sends of q's last burst, logs each start, moves the clock past the last; returns it. */
    private static long takeAndLog(WindowProcessor q, int n, long last, CapacityRule rule, StringBuilder sb) {
        for (int i = 0; i < n; i++) {
            WindowMessage m = q.takeDecided(i);
            sb.append("s").append(m.to()).append('@').append(m.sendStart()).append(' ');
            last = m.sendStart();
        }
        if (n > 0) {
            q.advanceTo(last + rule.overhead());
        }
        return last;
    }

    /* Sends q's k-th burst (queueBurst) and waits for it; logs each start; returns the last. */
    private static long sendBurst(WindowProcessor q, Plan plan, int k, long last, CapacityRule rule,
                                  StringBuilder sb) {
        queueBurst(q, plan, k, last, rule);
        return takeAndLog(q, q.flushSends(), last, rule, sb);
    }

    /* Receives q's next message and logs it: from, sequence, arrival, and q's clock after it. */
    private static void receiveAndLog(WindowProcessor q, StringBuilder sb) {
        WindowMessage m = q.next();
        sb.append("r").append(m.from()).append('#').append(m.sequence()).append('@').append(m.arrival())
                .append('/').append(q.clock()).append(' ');
    }

    /* Per processor: every decided send (to, start) and every receive (from, sequence, arrival, clock), as text. */
    private static List<String> run(Plan plan, CapacityRule rule, int deciders, int engageAt) {
        int p = plan.bursts().length;
        String[] log = new String[p];
        WindowEngine.run(p, rule.overhead() + rule.latency(), rule, deciders, engageAt, OPTIONS, q -> {
            StringBuilder sb = new StringBuilder();
            int[][] mine = plan.bursts()[q.id()];
            long last = Long.MIN_VALUE;
            int received = 0;
            for (int k = 0; k < mine.length; k++) {
                last = sendBurst(q, plan, k, last, rule, sb);
                // messages of the rounds before this one: all are sent before anyone waits for them
                for (int quota = plan.incoming(q.id(), k); received < quota; received++) {
                    receiveAndLog(q, sb);
                }
            }
            for (int quota = plan.incoming(q.id(), Integer.MAX_VALUE); received < quota; received++) {
                receiveAndLog(q, sb);
            }
            log[q.id()] = sb.toString();
        });
        return Arrays.asList(log);
    }

    /*
     * As run(), but a processor with nothing left to receive before its last burst receives first
     * and then sends that burst as its last act: flushed and waited for, or, with endWithoutWaiting,
     * left to the engine (endAfterSends), whose deciding threads log the decisions and move the
     * clock. Counts the bursts so left, and those whose decisions a helper thread applied.
     */
    private static List<String> runEnding(Plan plan, CapacityRule rule, int deciders, boolean endWithoutWaiting,
                                          AtomicInteger ended, AtomicInteger byHelpers) {
        int p = plan.bursts().length;
        StringBuilder[] log = new StringBuilder[p];
        WindowEngine.run(p, rule.overhead() + rule.latency(), rule, deciders, 1, OPTIONS, q -> {
            StringBuilder sb = new StringBuilder();
            log[q.id()] = sb;
            int[][] mine = plan.bursts()[q.id()];
            int total = plan.incoming(q.id(), Integer.MAX_VALUE);
            long last = Long.MIN_VALUE;
            int received = 0;
            for (int k = 0; k < mine.length; k++) {
                if (k == mine.length - 1 && plan.incoming(q.id(), k) == total) {
                    for (; received < total; received++) {
                        receiveAndLog(q, sb);
                    }
                    if (!endWithoutWaiting) {
                        sendBurst(q, plan, k, last, rule, sb);
                        return;
                    }
                    queueBurst(q, plan, k, last, rule);
                    long before = last;
                    q.endAfterSends(n -> {
                        takeAndLog(q, n, before, rule, sb);
                        ended.incrementAndGet();
                        if (Thread.currentThread().getName().startsWith("pcmemu-decider-")) {
                            byHelpers.incrementAndGet();
                        }
                    });
                    return;
                }
                last = sendBurst(q, plan, k, last, rule, sb);
                for (int quota = plan.incoming(q.id(), k); received < quota; received++) {
                    receiveAndLog(q, sb);
                }
            }
            for (; received < total; received++) {
                receiveAndLog(q, sb);
            }
        });
        return texts(log);
    }

    @Test
    void sendsLeftAtTheEndAreDecidedAsIfWaitedFor() {
        Random rnd = new Random(23);
        AtomicInteger ended = new AtomicInteger();
        AtomicInteger byHelpers = new AtomicInteger();
        for (int trial = 0; trial < 25; trial++) {
            int p = 2 + rnd.nextInt(60);
            CapacityRule rule = randomRule(rnd);
            Plan plan = Plan.random(rnd, p, 3, 5);
            List<String> waited = runEnding(plan, rule, 1, false, new AtomicInteger(), new AtomicInteger());
            for (int deciders : new int[] {1, 2, 3}) {
                assertEquals(waited, runEnding(plan, rule, deciders, true, ended, byHelpers),
                        "trial " + trial + ", " + rule + ", P = " + p + ", " + deciders + " deciders");
            }
        }
        assertTrue(ended.get() > 100, "bursts left at the end: " + ended.get());
        assertTrue(byHelpers.get() > 0, "no helper applied a burst left at the end");
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
            Reactive none = new Reactive(plan, new boolean[p]);
            List<String> expected = reactiveReference(none, rule);
            for (int deciders : new int[] {1, 2, 3}) {
                assertEquals(expected, runReactive(none, rule, deciders),
                        "trial " + trial + ", " + rule + ", P = " + p + ", " + deciders + " deciders");
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
            List<String> one = run(plan, rule, 1, Integer.MAX_VALUE);
            for (int deciders : new int[] {2, 3}) {
                assertEquals(one, run(plan, rule, deciders, 1),
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

    /*
     * Processors that react: wait for their first message, then send one burst at its arrival plus
     * a delay, then receive the rest. Such a waiter's key bounds the bands: a request at or after
     * it must wait for the reaction, which may come first in (attempt, sender) order. Processor 0
     * never reacts and its first burst reaches every reacting processor, so none waits forever.
     */
    private record Reactive(Plan plan, boolean[] reacts) {
        static Reactive random(Random rnd, int p) {
            Plan plan = Plan.random(rnd, p, 3, 5);
            boolean[] reacts = new boolean[p];
            List<Integer> first = new ArrayList<>();
            if (plan.bursts()[0].length == 0) {
                plan.bursts()[0] = new int[][] {{}};
                plan.delays()[0] = new long[] {0};
            }
            for (int d : plan.bursts()[0][0]) {
                first.add(d);
            }
            for (int i = 1; i < p; i++) {
                if (rnd.nextInt(3) == 0) {
                    reacts[i] = true;
                    int[] burst = new int[1 + rnd.nextInt(4)];
                    for (int j = 0; j < burst.length; j++) {
                        burst[j] = rnd.nextInt(p);
                    }
                    plan.bursts()[i] = new int[][] {burst};
                    plan.delays()[i] = new long[] {rnd.nextInt(3) == 0 ? rnd.nextInt(6) : 0};
                    first.add(i);
                }
            }
            plan.bursts()[0][0] = first.stream().mapToInt(Integer::intValue).toArray();
            return new Reactive(plan, reacts);
        }
    }

    private static List<String> runReactive(Reactive r, CapacityRule rule, int deciders) {
        Plan plan = r.plan();
        int p = plan.bursts().length;
        String[] log = new String[p];
        WindowEngine.run(p, rule.overhead() + rule.latency(), rule, deciders, 1, OPTIONS, q -> {
            StringBuilder sb = new StringBuilder();
            int[][] mine = plan.bursts()[q.id()];
            int incoming = plan.incoming(q.id(), Integer.MAX_VALUE);
            int received = 0;
            long last = Long.MIN_VALUE;
            if (r.reacts()[q.id()]) {
                q.next();
                received++;
            }
            for (int k = 0; k < mine.length; k++) {
                last = sendBurst(q, plan, k, last, rule, sb);
            }
            for (; received < incoming; received++) {
                q.next();
            }
            log[q.id()] = sb.toString();
        });
        return Arrays.asList(log);
    }

    /*
     * The one-at-a-time reference with reactions: a reacting processor's first arrival is final once
     * it is at most the least waiting attempt plus o + L (every later message arrives after that);
     * it then asks at that arrival plus its delay, before any request it precedes is decided.
     */
    private static List<String> reactiveReference(Reactive r, CapacityRule rule) {
        Plan plan = r.plan();
        int p = plan.bursts().length;
        List<List<Long>> departures = new ArrayList<>();
        StringBuilder[] log = new StringBuilder[p];
        int[] burst = new int[p];
        int[] inBurst = new int[p];
        long[] attempt = new long[p];
        long[] firstArrival = new long[p];
        boolean[] reacted = new boolean[p];
        long transit = rule.overhead() + rule.latency();
        for (int i = 0; i < p; i++) {
            departures.add(new ArrayList<>());
            log[i] = new StringBuilder();
            firstArrival[i] = Long.MAX_VALUE;
            boolean sends = plan.bursts()[i].length > 0 && plan.bursts()[i][0].length > 0;
            attempt[i] = r.reacts()[i] || !sends ? Long.MAX_VALUE : plan.delays()[i][0];
        }
        while (true) {
            int q = -1;
            for (int i = 0; i < p; i++) {
                if (attempt[i] != Long.MAX_VALUE && (q < 0 || attempt[i] < attempt[q])) {
                    q = i;
                }
            }
            long settled = q < 0 ? Long.MAX_VALUE : attempt[q] + transit;
            boolean asked = false;
            for (int i = 0; i < p; i++) {
                if (r.reacts()[i] && !reacted[i] && firstArrival[i] <= settled) {
                    reacted[i] = true;
                    attempt[i] = firstArrival[i] + plan.delays()[i][0];
                    asked = true;
                }
            }
            if (asked) {
                continue;
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
            firstArrival[to] = Math.min(firstArrival[to], start + transit);
            log[q].append("s").append(to).append('@').append(start).append(' ');
            if (++inBurst[q] < plan.bursts()[q][burst[q]].length) {
                attempt[q] = start + rule.spacing();
            } else if (++burst[q] < plan.bursts()[q].length && plan.bursts()[q][burst[q]].length > 0) {
                inBurst[q] = 0;
                long clock = start + rule.overhead();
                attempt[q] = Math.max(clock, start + rule.spacing()) + plan.delays()[q][burst[q]];
            } else {
                attempt[q] = Long.MAX_VALUE;
            }
        }
        return texts(log);
    }

    @Test
    void reactionsToArrivalsAreDecidedInTheirTurn() {
        Random rnd = new Random(99);
        for (int trial = 0; trial < 80; trial++) {
            int p = 2 + rnd.nextInt(40);
            CapacityRule rule = randomRule(rnd);
            Reactive r = Reactive.random(rnd, p);
            List<String> expected = reactiveReference(r, rule);
            for (int deciders : new int[] {1, 3}) {
                assertEquals(expected, runReactive(r, rule, deciders),
                        "trial " + trial + ", " + rule + ", P = " + p + ", " + deciders + " deciders");
            }
        }
        assertTrue(DeciderPool.SHARED.started() >= 2, "three deciding threads ran");
    }

    private static List<String> texts(StringBuilder[] log) {
        List<String> out = new ArrayList<>();
        for (StringBuilder sb : log) {
            out.add(sb.toString());
        }
        return out;
    }
}
