package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.TimedMessage;

/**
 * Random straight-line programs (sends of 1 to 4 bytes, computations, waits and receptions) on
 * random LogGP machines, under both receive rules, against a sequential interpreter of the rules
 * of docs/models.md written here from the rules alone: one action at a time in order of model
 * time, so that every message that can arrive by an action's time has been sent before it is
 * taken. The emulator must agree on every processor's clock after each operation, the order of
 * its receptions, its finish time and busy time, the messages never received, and on which runs
 * deadlock.
 */
class ReceiveRuleReferenceTest {
    private static final int CASES = 300;

    /* An operation: kind SEND (a = destination, b = bytes), COMPUTE (a = cycles), IDLE (a = until), RECEIVE. */
    private record Op(char kind, long a, long b) {
    }

    private record Case(LogP model, List<List<Op>> programs) {
    }

    /* What one run gives: clocks after each operation, receptions as "from:sequence", finish and busy times. */
    private record Outcome(List<List<Long>> clocks, List<List<String>> received, long[] finish, long[] busy,
                           boolean deadlock, long violations, long undelivered) {
    }

    @Test
    void theEmulatorAgreesWithASequentialInterpreterOfTheRules() {
        SplittableRandom random = new SplittableRandom(41);
        int completed = 0;
        int enforced = 0;
        for (int n = 0; n < CASES; n++) {
            Case c = randomCase(random);
            Outcome expected = Reference.run(c);
            RunOptions options = RunOptions.defaults().withTimeout(Duration.ofSeconds(60))
                    .withThreadMode(n % 2 == 0 ? ThreadMode.VIRTUAL : ThreadMode.PLATFORM)
                    .withJitter(n % 3 == 0 ? n + 1 : 0);
            String what = "case " + n + ": " + c;
            Outcome checked = emulate(c, options);
            agree(expected, checked, what);
            if (!expected.deadlock()) {
                completed++;
                if (checked.violations() == 0 && checked.undelivered() == 0) {
                    // never more than ceil(L/g) in transit at a reception, and every message
                    // received (the check counts receptions only): the enforced run is this one,
                    // every send decided by the engine (one at a time at-arrival, in bursts at the call)
                    enforced++;
                    agree(expected, emulate(new Case(c.model().withCapacity(CapacityMode.ENFORCE), c.programs()),
                            options), what + ", enforced");
                }
            }
        }
        assertTrue(completed > CASES / 2, completed + " of " + CASES + " cases completed");
        assertTrue(enforced > CASES / 4, enforced + " of " + CASES + " cases also enforced");
    }

    private static void agree(Outcome expected, Outcome actual, String what) {
        assertEquals(expected.deadlock(), actual.deadlock(), what);
        if (!expected.deadlock()) {
            assertEquals(expected.clocks(), actual.clocks(), what);
            assertEquals(expected.received(), actual.received(), what);
            assertEquals(Arrays.toString(expected.finish()), Arrays.toString(actual.finish()), what);
            assertEquals(Arrays.toString(expected.busy()), Arrays.toString(actual.busy()), what);
            assertEquals(expected.undelivered(), actual.undelivered(), what);
        }
    }

    @Test
    void theInterpreterGivesTheIssuesCase() {
        // the hand-computed case of ReceiveRuleTest: 17 at the call, 18 at arrival
        List<List<Op>> programs = List.of(
                List.of(new Op('S', 1, 1)),
                List.of(new Op('S', 2, 1), new Op('S', 2, 1), new Op('S', 2, 1), new Op('R', 0, 0)),
                List.of(new Op('R', 0, 0), new Op('R', 0, 0), new Op('R', 0, 0)));
        LogP m = new LogP(3, 5, 2, 4, CapacityMode.OFF);
        assertEquals("[2, 12, 17]", Arrays.toString(Reference.run(new Case(m, programs)).finish()));
        assertEquals("[2, 11, 18]", Arrays.toString(
                Reference.run(new Case(m.withReceive(ReceiveRule.AT_ARRIVAL), programs)).finish()));
    }

    private static Case randomCase(SplittableRandom random) {
        int P = 2 + random.nextInt(5);
        long o = random.nextInt(4);
        long L = (o == 0 ? 1 : 0) + random.nextInt(7);
        LogP model = new LogP(P, L, o, random.nextInt(6), random.nextInt(4), random.nextInt(3), CapacityMode.CHECK,
                random.nextBoolean() ? ReceiveRule.AT_ARRIVAL : ReceiveRule.AT_CALL);
        List<List<Op>> programs = new ArrayList<>();
        int[] incoming = new int[P];
        for (int i = 0; i < P; i++) {
            List<Op> ops = new ArrayList<>();
            int sends = random.nextInt(5);
            for (int k = 0; k < sends; k++) {
                int to = random.nextInt(P - 1);
                to = to >= i ? to + 1 : to;
                incoming[to]++;
                ops.add(new Op('S', to, 1 + random.nextInt(4)));
            }
            for (int k = random.nextInt(3); k > 0; k--) {
                ops.add(random.nextBoolean() ? new Op('C', random.nextInt(12), 0) : new Op('I', random.nextInt(30), 0));
            }
            Collections.shuffle(ops, new java.util.Random(random.nextLong()));
            programs.add(ops);
        }
        for (int i = 0; i < P; i++) {
            List<Op> ops = programs.get(i);
            // one processor in five leaves a message it is sent unreceived
            int receives = random.nextInt(5) == 0 ? Math.max(0, incoming[i] - 1) : incoming[i];
            for (int k = 0; k < receives; k++) {
                // receptions mostly late in the program, so that most runs complete
                int at = ops.size() - random.nextInt(Math.min(ops.size(), 2) + 1);
                ops.add(Math.max(0, at), new Op('R', 0, 0));
            }
        }
        return new Case(model, programs);
    }

    private static Outcome emulate(Case c, RunOptions options) {
        int P = c.model().P();
        List<List<Long>> clocks = new ArrayList<>();
        List<List<String>> received = new ArrayList<>();
        for (int i = 0; i < P; i++) {
            clocks.add(Collections.synchronizedList(new ArrayList<>()));
            received.add(Collections.synchronizedList(new ArrayList<>()));
        }
        LogPRun run;
        try {
            run = c.model().run(p -> {
                for (Op op : c.programs().get(p.id())) {
                    switch (op.kind()) {
                        case 'S' -> p.send((int) op.a(), null, op.b());
                        case 'C' -> p.compute(op.a());
                        case 'I' -> p.idleUntil(op.a());
                        default -> {
                            TimedMessage m = p.receive();
                            received.get(p.id()).add(m.from() + ":" + m.sequence());
                        }
                    }
                    clocks.get(p.id()).add(p.now());
                }
            }, options);
        } catch (DeadlockException e) {
            return new Outcome(null, null, null, null, true, 0, 0);
        }
        return new Outcome(copy(clocks), copy(received), run.result().finishTimes(), run.result().busyTimes(), false,
                run.capacity().violations(), run.result().undelivered());
    }

    private static <T> List<List<T>> copy(List<List<T>> lists) {
        List<List<T>> out = new ArrayList<>();
        lists.forEach(l -> out.add(new ArrayList<>(l)));
        return out;
    }

    /*
     * The rules, one action at a time. A processor's next action is the start of its next operation
     * (a send at max(clock, lastSendStart + gap), a computation at its clock, a wait at its end),
     * or at-arrival the reception of its earliest message if that can start at or before the
     * operation's start (r = max(arrival, clock, lastReceiveStart + gap)), or for a receive() the
     * reception of its earliest message at r = max(clock, arrival, lastReceiveStart + gap), or
     * at-arrival, if a message was received already, taking it at its clock (no operation: no
     * reception goes before it). The least action of all
     * processors (ties: lower id) runs next; a send creates its message arriving o + L after its
     * start, later than any action still to run.
     */
    private static final class Reference {
        private record Msg(int from, long sequence, long arrival, long bytes) {
        }

        private static final class Proc {
            final List<Op> ops;
            int pc;
            long clock;
            long sends;
            boolean sent;
            boolean received;
            long lastSendStart;
            long sendGap;
            long lastReceiveStart;
            long receiveGap;
            long busy;
            final PriorityQueue<Msg> inbox = new PriorityQueue<>((x, y) -> x.arrival() != y.arrival()
                    ? Long.compare(x.arrival(), y.arrival())
                    : x.from() != y.from() ? Integer.compare(x.from(), y.from()) : Long.compare(x.sequence(), y.sequence()));
            final ArrayDeque<Msg> got = new ArrayDeque<>();
            final List<Long> clocks = new ArrayList<>();
            final List<String> receivedOrder = new ArrayList<>();

            Proc(List<Op> ops, long g) {
                this.ops = ops;
                this.sendGap = g;
                this.receiveGap = g;
            }
        }

        static Outcome run(Case c) {
            LogP m = c.model();
            boolean atArrival = m.receiveRule() == ReceiveRule.AT_ARRIVAL;
            int P = m.P();
            Proc[] procs = new Proc[P];
            for (int i = 0; i < P; i++) {
                procs[i] = new Proc(c.programs().get(i), m.g());
            }
            while (true) {
                int best = -1;
                long bestTime = Long.MAX_VALUE;
                boolean bestIsReception = false;
                for (int i = 0; i < P; i++) {
                    Proc p = procs[i];
                    if (p.pc == p.ops.size()) {
                        continue;
                    }
                    long op = operationStart(p);
                    long time = op;
                    boolean reception = false;
                    Msg e = p.inbox.peek();
                    boolean takes = p.ops.get(p.pc).kind() == 'R';
                    boolean receiving = takes && p.got.isEmpty();
                    // a receive() of a message received already is no operation: nothing goes before it
                    if (e != null && (atArrival && !takes || receiving)) {
                        long r = receptionStart(p, e);
                        if (r <= op) {
                            time = r;
                            reception = true;
                        }
                    }
                    if (time < bestTime) {
                        best = i;
                        bestTime = time;
                        bestIsReception = reception;
                    }
                }
                if (best < 0) {
                    boolean done = Arrays.stream(procs).allMatch(p -> p.pc == p.ops.size());
                    if (!done) {
                        return new Outcome(null, null, null, null, true, 0, 0);
                    }
                    break;
                }
                Proc p = procs[best];
                if (bestIsReception) {
                    Msg e = p.inbox.poll();
                    long overhead = m.receiveOverhead(e.bytes());
                    p.lastReceiveStart = bestTime;
                    p.receiveGap = m.gap(e.bytes());
                    p.received = true;
                    p.clock = bestTime + overhead;
                    p.busy += overhead;
                    p.got.add(e);
                    continue;
                }
                Op op = p.ops.get(p.pc++);
                switch (op.kind()) {
                    case 'S' -> {
                        long overhead = m.sendOverhead(op.b());
                        procs[(int) op.a()].inbox.add(new Msg(best, p.sends++, bestTime + m.o() + m.L(), op.b()));
                        p.lastSendStart = bestTime;
                        p.sendGap = m.gap(op.b());
                        p.sent = true;
                        p.clock = bestTime + overhead;
                        p.busy += overhead;
                    }
                    case 'C' -> {
                        p.clock += op.a();
                        p.busy += op.a();
                    }
                    case 'I' -> p.clock = Math.max(p.clock, op.a());
                    default -> {
                        Msg e = p.got.poll();
                        p.receivedOrder.add(e.from() + ":" + e.sequence());
                    }
                }
                p.clocks.add(p.clock);
            }
            List<List<Long>> clocks = new ArrayList<>();
            List<List<String>> received = new ArrayList<>();
            long[] finish = new long[P];
            long[] busy = new long[P];
            for (int i = 0; i < P; i++) {
                clocks.add(procs[i].clocks);
                received.add(procs[i].receivedOrder);
                finish[i] = procs[i].clock;
                busy[i] = procs[i].busy;
            }
            long undelivered = Arrays.stream(procs).mapToLong(p -> p.inbox.size()).sum();
            return new Outcome(clocks, received, finish, busy, false, 0, undelivered);
        }

        /* When the next operation starts; Long.MAX_VALUE for a receive() with nothing received yet. */
        private static long operationStart(Proc p) {
            Op op = p.ops.get(p.pc);
            return switch (op.kind()) {
                case 'S' -> p.sent ? Math.max(p.clock, p.lastSendStart + p.sendGap) : p.clock;
                case 'I' -> Math.max(p.clock, op.a());
                case 'R' -> p.got.isEmpty() ? Long.MAX_VALUE : p.clock;
                default -> p.clock;
            };
        }

        private static long receptionStart(Proc p, Msg e) {
            long r = Math.max(p.clock, e.arrival());
            return p.received ? Math.max(r, p.lastReceiveStart + p.receiveGap) : r;
        }
    }

    @Test
    void aDeadlockIsOneInBoth() {
        // each of two processors receives before it sends: no message ever comes
        List<List<Op>> programs = List.of(List.of(new Op('R', 0, 0), new Op('S', 1, 1)),
                List.of(new Op('R', 0, 0), new Op('S', 0, 1)));
        for (ReceiveRule rule : ReceiveRule.values()) {
            Case c = new Case(new LogP(2, 6, 2, 4, CapacityMode.OFF).withReceive(rule), programs);
            assertTrue(Reference.run(c).deadlock());
            assertThrows(DeadlockException.class, () -> c.model().run(p -> {
                p.receive();
                p.send(1 - p.id(), null);
            }, RunOptions.defaults()));
        }
    }
}
