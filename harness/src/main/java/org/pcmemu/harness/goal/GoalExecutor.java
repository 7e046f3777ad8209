package org.pcmemu.harness.goal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

/**
 * A GOAL schedule as a LogP program: every rank runs its operations on its processor, each when
 * its dependencies are met, in this order (docs/goal.md, "How a schedule runs"):
 *
 * <pre>
 *   ready queue (first in, first out): at the start the operations without dependencies, in file
 *   order; when an operation starts, those that irequire it and have no other dependency left
 *   join the tail, in file order; when it completes, those that require it, the same way.
 *
 *   loop until every operation has completed:
 *     queue not empty: take its head
 *       calc C          starts; compute(C); completes                         (clock + C)
 *       send S b to R   starts; send(R); completes when the send overhead ends (LogP's send rule)
 *       recv            starts (is posted); if a queued unexpected message matches it (the earliest
 *                       such), takes it and completes at once; else waits, posted
 *     queue empty:      receive() the next message in order of arrival (ties: sender, then send
 *                       order; the model's receive rule charges it); the first posted recv that
 *                       matches it (source or any, tag or any) completes; no match: the message
 *                       joins the unexpected messages, in order of arrival
 * </pre>
 *
 * So a rank does its ready sends and calcs before it takes a message that has arrived: a LogP
 * program cannot look at its arrivals without receiving them. A rank that ends with unexpected
 * messages no recv matched fails the run; so does one whose schedule leaves it waiting with nothing
 * ready and nothing posted (a cycle, which the parser refuses). Deadlocks are the engine's
 * (every live rank waits and nothing is in flight); {@link #waiting(int)} names the posted recvs
 * each waiting rank is held in.
 *
 * <p>One instance per run; ranks read the schedule and write only their own slices of the arrays
 * below (each rank's operations are contiguous). The run may start a rank again
 * (LogP.Hints.restartable): each start resets its slice.
 */
public final class GoalExecutor implements LogPProgram {
    private static final byte WAITING = 0;
    private static final byte READY = 1;
    private static final byte POSTED = 2;
    private static final byte DONE = 3;

    private final Schedule s;
    private final int[] unmet;
    private final int[] queue;
    private final byte[] state;

    /** A run of {@code schedule}; P must be its number of ranks. */
    public GoalExecutor(Schedule schedule) {
        this.s = schedule;
        int n = schedule.operations();
        this.unmet = new int[n];
        this.queue = new int[n];
        this.state = new byte[n];
    }

    /** The ranks whose operations without dependencies are all recvs: started when their first message can be taken. */
    @Override
    public IntPredicate receivesFirst() {
        return s::beginsByReceiving;
    }

    @Override
    public void run(LogPProcessor p) {
        int rank = p.id();
        int first = s.first(rank);
        int size = s.size(rank);
        if (size == 0) {
            return;
        }
        int end = first + size;
        System.arraycopy(s.prerequisites, first, unmet, first, size);
        Arrays.fill(state, first, end, WAITING);
        int head = first;
        int tail = first;
        for (int op = first; op < end; op++) {
            if (unmet[op] == 0) {
                state[op] = READY;
                queue[tail++] = op;
            }
        }
        Matching waits = null;
        int left = size;
        while (left > 0) {
            if (head < tail) {
                int op = queue[head++];
                tail = release(op, true, tail);
                switch (s.kind[op]) {
                    case Schedule.CALC -> {
                        p.compute(s.amount[op]);
                        tail = complete(op, tail);
                        left--;
                    }
                    case Schedule.SEND -> {
                        send(p, op);
                        tail = complete(op, tail);
                        left--;
                    }
                    default -> {
                        if (waits == null) {
                            waits = new Matching();
                        }
                        if (waits.takeUnexpected(s, op)) {
                            tail = complete(op, tail);
                            left--;
                        } else {
                            waits.post(op);
                            state[op] = POSTED;
                        }
                    }
                }
            } else {
                if (waits == null || waits.posted == 0) {
                    throw new IllegalStateException("rank " + rank + " has " + left + " operations left, none ready"
                            + " and no recv posted");
                }
                TimedMessage m = p.receive();
                int sendOp = (Integer) m.payload();
                int op = waits.matchPosted(s, m.from(), s.tag[sendOp]);
                if (op >= 0) {
                    tail = complete(op, tail);
                    left--;
                } else {
                    waits.unexpected(m.from(), sendOp);
                }
            }
        }
        if (waits != null && waits.unexpected > 0) {
            throw new IllegalStateException(unmatched(rank, waits));
        }
    }

    /*
     * The message of operation op, named by its index (the receiver reads its tag from the
     * schedule), of the operation's size in bytes: LogGP charges it (docs/models.md, "LogGP"); on
     * LogP and postal a message has one size.
     */
    private void send(LogPProcessor p, int op) {
        p.send(s.peer[op], Integer.valueOf(op), s.amount[op]);
    }

    /* op starts (starts) or completes: its dependents of that kind with nothing else to wait for join the queue. */
    private int release(int op, boolean starts, int tail) {
        int[] dependents = s.dependents;
        for (int e = s.dependentsStart[op], end = s.dependentsStart[op + 1]; e < end; e++) {
            int d = dependents[e];
            if ((d < 0) == starts) {
                d = d < 0 ? ~d : d;
                if (--unmet[d] == 0) {
                    state[d] = READY;
                    queue[tail++] = d;
                }
            }
        }
        return tail;
    }

    private int complete(int op, int tail) {
        state[op] = DONE;
        return release(op, false, tail);
    }

    private String unmatched(int rank, Matching waits) {
        StringBuilder sb = new StringBuilder("rank ").append(rank).append(" ends with ").append(waits.unexpected)
                .append(" message(s) that no recv of it matched: ");
        for (int i = 0; i < Math.min(waits.unexpected, 5); i++) {
            int sendOp = waits.unexpectedSend[i];
            sb.append(i == 0 ? "" : ", ").append("from ").append(waits.unexpectedFrom[i]).append(" tag ")
                    .append(Integer.toUnsignedString(s.tag[sendOp])).append(" (").append(s.named(sendOp)).append(')');
        }
        return sb.append(waits.unexpected > 5 ? ", ..." : "").toString();
    }

    /**
     * After a run that ended in a deadlock: the ranks that had operations left and the recvs each
     * was held in, "rank 1 in l2 (line 9: recv 1b from 0 tag 3)", at most {@code most} ranks.
     *
     * @param most  the most ranks to name
     * @return the waiting ranks, "; "-separated, with "and N more" beyond {@code most}
     */
    public String waiting(int most) {
        List<String> out = new ArrayList<>();
        int count = 0;
        for (int r = 0; r < s.ranks(); r++) {
            int first = s.first(r);
            int end = first + s.size(r);
            List<String> in = new ArrayList<>();
            boolean started = false;
            boolean left = false;
            for (int op = first; op < end; op++) {
                started |= state[op] != WAITING;
                left |= state[op] != DONE;
                if (state[op] == POSTED) {
                    in.add(s.named(op));
                }
            }
            if (!started) { // never started (it begins by receiving): held in its first recvs
                for (int op = first; op < end; op++) {
                    if (s.prerequisites[op] == 0) {
                        in.add(s.named(op));
                    }
                }
            }
            if (left && end > first) {
                if (count++ < most) {
                    out.add("rank " + r + " in " + (in.isEmpty() ? "no recv" : String.join(" and ", in)));
                }
            }
        }
        return String.join("; ", out) + (count > most ? "; and " + (count - most) + " more" : "");
    }

    /*
     * One rank's posted recvs, in the order they were posted, and its unexpected messages (sender,
     * send operation), in order of arrival. Made at the rank's first recv.
     */
    private static final class Matching {
        int[] postedOps = new int[2];
        int posted;
        int[] unexpectedFrom; // made at the first unexpected message: most ranks of a collective have none
        int[] unexpectedSend;
        int unexpected;

        void post(int op) {
            if (posted == postedOps.length) {
                postedOps = Arrays.copyOf(postedOps, posted * 2);
            }
            postedOps[posted++] = op;
        }

        void unexpected(int from, int sendOp) {
            if (unexpectedFrom == null) {
                unexpectedFrom = new int[2];
                unexpectedSend = new int[2];
            } else if (unexpected == unexpectedFrom.length) {
                unexpectedFrom = Arrays.copyOf(unexpectedFrom, unexpected * 2);
                unexpectedSend = Arrays.copyOf(unexpectedSend, unexpected * 2);
            }
            unexpectedFrom[unexpected] = from;
            unexpectedSend[unexpected++] = sendOp;
        }

        /* The first posted recv that matches a message from `from` with `tag`, removed; -1 if none. */
        int matchPosted(Schedule s, int from, int tag) {
            for (int i = 0; i < posted; i++) {
                int op = postedOps[i];
                if (matches(s, op, from, tag)) {
                    System.arraycopy(postedOps, i + 1, postedOps, i, posted - i - 1);
                    posted--;
                    return op;
                }
            }
            return -1;
        }

        /* Whether an unexpected message matches recv op; the earliest such is removed. */
        boolean takeUnexpected(Schedule s, int op) {
            for (int i = 0; i < unexpected; i++) {
                if (matches(s, op, unexpectedFrom[i], s.tag[unexpectedSend[i]])) {
                    System.arraycopy(unexpectedFrom, i + 1, unexpectedFrom, i, unexpected - i - 1);
                    System.arraycopy(unexpectedSend, i + 1, unexpectedSend, i, unexpected - i - 1);
                    unexpected--;
                    return true;
                }
            }
            return false;
        }

        private static boolean matches(Schedule s, int recv, int from, int tag) {
            int source = s.peer[recv];
            int wanted = s.tag[recv];
            return (source == Schedule.ANY || source == from) && (wanted == Schedule.ANY || wanted == tag);
        }
    }
}
