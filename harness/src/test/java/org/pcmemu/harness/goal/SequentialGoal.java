package org.pcmemu.harness.goal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * An independent evaluator of GOAL schedules for the property test: one thread, no emulator, its
 * own schedule form, written from docs/goal.md ("How a schedule runs") and the LogP rules of
 * docs/models.md alone. It steps the ranks in order of model time: the rank whose next action is
 * earliest acts (a rank with a ready operation at its clock; a rank that waits for a message at
 * max(clock, the earliest arrival in its mailbox)). A message sent at time t arrives after t
 * (L + o >= 1), so no later action can slip a message in before one a rank has taken.
 */
final class SequentialGoal {
    static final int ANY = -1;

    /** One operation: kind 's', 'r' or 'c'; peer (ANY for a recv from any); tag (ANY: any); cycles of a calc. */
    record Op(char kind, int peer, int tag, long cycles) {
    }

    /** A dependency: {@code dependent} waits for {@code prerequisite} to complete, or to start if {@code starts}. */
    record Dependency(int dependent, int prerequisite, boolean starts) {
    }

    /** A rank's operations in file order and its dependencies (by index in that order). */
    record Rank(List<Op> ops, List<Dependency> dependencies) {
    }

    /** Finish times, or the ranks left waiting when nothing can move. */
    record Outcome(long[] finish, List<Integer> deadlocked) {
    }

    private record Message(int from, long sequence, long arrival, int tag) {
    }

    private static final class State {
        long clock;
        boolean sent;
        long lastSend;
        boolean received;
        long lastReceive;
        long sends;
        final ArrayDeque<Integer> ready = new ArrayDeque<>();
        final List<Integer> posted = new ArrayList<>();
        final List<Message> unexpected = new ArrayList<>();
        final List<Message> mailbox = new ArrayList<>();
        int[] unmet;
        int left;
    }

    private SequentialGoal() {
    }

    static Outcome evaluate(List<Rank> ranks, long L, long o, long g) {
        int P = ranks.size();
        State[] st = new State[P];
        for (int r = 0; r < P; r++) {
            State s = st[r] = new State();
            Rank rank = ranks.get(r);
            s.unmet = new int[rank.ops().size()];
            for (Dependency d : rank.dependencies()) {
                s.unmet[d.dependent()]++;
            }
            for (int i = 0; i < s.unmet.length; i++) {
                if (s.unmet[i] == 0) {
                    s.ready.add(i);
                }
            }
            s.left = rank.ops().size();
        }
        while (true) {
            int who = -1;
            long when = Long.MAX_VALUE;
            for (int r = 0; r < P; r++) {
                State s = st[r];
                long t;
                if (s.left == 0) {
                    continue;
                } else if (!s.ready.isEmpty()) {
                    t = s.clock;
                } else if (!s.posted.isEmpty() && !s.mailbox.isEmpty()) {
                    t = Math.max(s.clock, first(s.mailbox).arrival());
                } else {
                    continue;
                }
                if (t < when) {
                    when = t;
                    who = r;
                }
            }
            if (who < 0) {
                break;
            }
            act(who, st, ranks, L, o, g);
        }
        List<Integer> waiting = new ArrayList<>();
        long[] finish = new long[P];
        for (int r = 0; r < P; r++) {
            finish[r] = st[r].clock;
            if (st[r].left > 0) {
                waiting.add(r);
            }
        }
        return new Outcome(finish, waiting);
    }

    private static void act(int r, State[] st, List<Rank> ranks, long L, long o, long g) {
        State s = st[r];
        Rank rank = ranks.get(r);
        if (!s.ready.isEmpty()) {
            int i = s.ready.poll();
            release(s, rank, i, true);
            Op op = rank.ops().get(i);
            switch (op.kind()) {
                case 'c' -> {
                    s.clock += op.cycles();
                    complete(s, rank, i);
                }
                case 's' -> {
                    long start = s.sent ? Math.max(s.clock, s.lastSend + g) : s.clock;
                    s.sent = true;
                    s.lastSend = start;
                    s.clock = start + o;
                    st[op.peer()].mailbox.add(new Message(r, s.sends++, start + o + L, op.tag()));
                    complete(s, rank, i);
                }
                default -> {
                    for (int k = 0; k < s.unexpected.size(); k++) {
                        if (matches(op, s.unexpected.get(k))) {
                            s.unexpected.remove(k);
                            complete(s, rank, i);
                            return;
                        }
                    }
                    s.posted.add(i);
                }
            }
            return;
        }
        Message m = first(s.mailbox);
        s.mailbox.remove(m);
        long start = Math.max(s.clock, m.arrival());
        if (s.received) {
            start = Math.max(start, s.lastReceive + g);
        }
        s.received = true;
        s.lastReceive = start;
        s.clock = start + o;
        for (int k = 0; k < s.posted.size(); k++) {
            int i = s.posted.get(k);
            if (matches(rank.ops().get(i), m)) {
                s.posted.remove(k);
                complete(s, rank, i);
                return;
            }
        }
        s.unexpected.add(m);
    }

    /* The next message in order of arrival, then sender, then the sender's count. */
    private static Message first(List<Message> mailbox) {
        Message best = null;
        for (Message m : mailbox) {
            if (best == null || m.arrival() < best.arrival() || m.arrival() == best.arrival()
                    && (m.from() < best.from() || m.from() == best.from() && m.sequence() < best.sequence())) {
                best = m;
            }
        }
        return best;
    }

    private static boolean matches(Op recv, Message m) {
        return (recv.peer() == ANY || recv.peer() == m.from()) && (recv.tag() == ANY || recv.tag() == m.tag());
    }

    private static void complete(State s, Rank rank, int i) {
        s.left--;
        release(s, rank, i, false);
    }

    /* Operations released by i's start (starts) or completion, in file order. */
    private static void release(State s, Rank rank, int i, boolean starts) {
        for (int j = 0; j < rank.ops().size(); j++) {
            for (Dependency d : rank.dependencies()) {
                if (d.dependent() == j && d.prerequisite() == i && d.starts() == starts && --s.unmet[j] == 0) {
                    s.ready.add(j);
                }
            }
        }
    }
}
