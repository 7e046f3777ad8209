package org.pcmemu.algorithms.logp.alltoall;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * The least cost of k-item all-to-all broadcast (each processor sends each of its k items to
 * every other processor, one item a message, and receives all k(P-1) foreign items) under the
 * rules of {@link AllToAllExhaustiveTest#simulate}, found by a search written for the tests,
 * independent of the emulator and of the staggered plan. Integer cycles: a send at clock c starts
 * at max(c, last send + g), keeps the sender busy o cycles and arrives o + L after its start; a
 * reception starts at max(c, last reception + g, arrival of the earliest message not yet
 * received) and keeps the receiver busy o cycles. The cost is when the last reception ends.
 * L + o >= 1 is assumed.
 *
 * <p><b>As early as possible suffices.</b> Fix every processor's order of operations. The times of
 * any valid schedule with those orders satisfy t >= F(t) for the monotone map F of the rules above
 * (the m-th reception of a processor needs m messages to have arrived, so it starts no earlier
 * than the m-th smallest arrival among the messages sent to it, a monotone function of the send
 * times). Starting every operation as early as possible, receiving the earliest message first,
 * gives F's least fixed point, which lies below every t with t >= F(t): no operation later, the
 * cost no higher. So the search only chooses orders: which operation each processor does next.
 *
 * <p><b>The search.</b> Always the processor with the least clock among those not holding a
 * reception chooses its next operation: a send to some processor that still needs its items, or
 * a reception. A send's start is known at once. A reception is held until no message not yet sent
 * could still arrive before its start (a processor's next send starts no earlier than its
 * send-ready time, or than its clock + o if it holds a reception itself, and arrives o + L later);
 * when every processor holds a reception, the earliest of them is final (every later send follows
 * some reception). Every order of every processor can be built this way. Iterative deepening: for
 * T from a lower bound upward, a depth-first search for a schedule of cost at most T that cuts
 * every state whose lower bound exceeds T; the first T that succeeds is the optimum.
 *
 * <p><b>Cuts</b>, each safe:
 * <ul>
 * <li>Two exchanges that never make a schedule worse: (a) a reception starting at r where the
 * processor's next send could have started at s with s + o <= r: sending first leaves r as it was;
 * (b) a send at s where a reception could start at r with r + max(o, 1) <= s: receiving first,
 * in place of the processor's next reception (which started after s), leaves s as it was. Each
 * strictly lowers (sum of start times, sum of the sends' positions in their processors' orders),
 * so among the schedules of cost at most T one avoids both patterns, and the search never builds
 * either.</li>
 * <li>Targets: where swapping processors j and j' leaves the state unchanged, sending to j or to j'
 * leads to the same states up to that renaming; only j is tried.</li>
 * <li>A lower bound from every processor alone ({@link #alone}): the best order of its remaining
 * operations, every message not yet sent to it arriving as early as its sender could send it
 * (the sender's next send, then one every max(g, o)), on the cost max(end of its last reception,
 * start of its last send + 2o + L).</li>
 * <li>States already searched for the same T, up to renaming the processors and shifting time,
 * are skipped if they were searched at a time no later and with a cost so far no higher.</li>
 * </ul>
 */
final class AllToAllBranchAndBound {
    private static final int INF = Integer.MAX_VALUE / 4;
    private static final int MEMO_LIMIT = 1_000_000;
    private static final int PERMUTATION_LIMIT = 120;

    private final int P;
    private final int k;
    private final int L;
    private final int o;
    private final int g;
    private final int d; // max(g, o): the least distance of two sends, or two receptions, of one processor
    private final long nodeLimit;
    private final HashMap<String, int[]> seen = new HashMap<>();
    private int best;
    private int[][] programs;
    private int[] dp = new int[0];
    private long nodes;

    AllToAllBranchAndBound(int P, int k, long L, long o, long g, long nodeLimit) {
        this.P = P;
        this.k = k;
        this.L = Math.toIntExact(L);
        this.o = Math.toIntExact(o);
        this.g = Math.toIntExact(g);
        this.d = Math.max(this.g, this.o);
        this.nodeLimit = nodeLimit;
    }

    /**
     * The least cost, or bound + 1 if no schedule costs at most bound.
     *
     * @throws IllegalStateException after nodeLimit states
     */
    int optimum(int bound) {
        State root = new State(P, k);
        best = INF;
        for (int t = lowerBound(root); t <= bound; t++) {
            best = t + 1;
            seen.clear();
            dfs(new State(root));
            if (best <= t) {
                return best;
            }
        }
        return bound + 1;
    }

    /** Each processor's order in the schedule found, as {@link AllToAllExhaustiveTest#simulate} takes it. */
    int[][] programs() {
        return programs;
    }

    /* Times are absolute; sendReady and recvReady are never below clock, inbox entries never below recvReady. */
    private static final class State {
        final int[] clock;
        final int[] sendReady; // last send start + g
        final int[] recvReady; // last reception start + g
        final int[][] rem; // rem[i][j]: messages i still has to send to j
        final int[] toSend;
        final int[] toReceive;
        final int[][] inbox; // arrivals of the messages sent to i and not yet received, ascending
        final int[] inboxSize;
        final boolean[] holding; // the processor's next operation is a reception, not yet final
        final Op[] program;
        int cost;

        State(int P, int k) {
            clock = new int[P];
            sendReady = new int[P];
            recvReady = new int[P];
            rem = new int[P][P];
            toSend = new int[P];
            toReceive = new int[P];
            inbox = new int[P][k * (P - 1)];
            inboxSize = new int[P];
            holding = new boolean[P];
            program = new Op[P];
            for (int i = 0; i < P; i++) {
                for (int j = 0; j < P; j++) {
                    rem[i][j] = i == j ? 0 : k;
                }
                toSend[i] = k * (P - 1);
                toReceive[i] = k * (P - 1);
            }
        }

        State(State s) {
            clock = s.clock.clone();
            sendReady = s.sendReady.clone();
            recvReady = s.recvReady.clone();
            rem = new int[s.rem.length][];
            inbox = new int[s.rem.length][];
            for (int i = 0; i < rem.length; i++) {
                rem[i] = s.rem[i].clone();
                inbox[i] = s.inbox[i].clone();
            }
            toSend = s.toSend.clone();
            toReceive = s.toReceive.clone();
            inboxSize = s.inboxSize.clone();
            holding = s.holding.clone();
            program = s.program.clone();
            cost = s.cost;
        }

        boolean finished(int i) {
            return toSend[i] == 0 && toReceive[i] == 0;
        }
    }

    /* One operation of a processor's order, linked to the one before. */
    private record Op(int what, Op before) {
    }

    private void dfs(State s) {
        while (true) {
            if (++nodes > nodeLimit) {
                throw new IllegalStateException(
                        "more than " + nodeLimit + " states, looking for a cost of " + (best - 1));
            }
            if (!settle(s)) {
                return;
            }
            int who = next(s);
            if (who < 0) {
                if (s.cost < best) {
                    best = s.cost;
                    programs = programsOf(s);
                }
                return;
            }
            if (lowerBound(s) >= best || !remember(s)) {
                return;
            }
            int[] targets = new int[P];
            int options = 0;
            for (int j = 0; j < P; j++) {
                if (s.rem[who][j] > 0 && !interchangeableWithEarlier(s, who, j)) {
                    targets[options++] = j;
                }
            }
            boolean receive = s.toReceive[who] > 0;
            if (receive && s.inboxSize[who] > 0
                    && Math.max(s.recvReady[who], s.inbox[who][0]) + Math.max(o, 1) <= s.sendReady[who]) {
                options = 0; // exchange (b)
            }
            if (options + (receive ? 1 : 0) == 1) {
                if (receive) {
                    hold(s, who);
                } else {
                    send(s, who, targets[0]);
                }
                continue;
            }
            // first a reception if a message is there, then the sends, then a reception that waits
            boolean receiveFirst = receive && s.inboxSize[who] > 0 && s.inbox[who][0] <= s.clock[who];
            if (receiveFirst) {
                State c = new State(s);
                hold(c, who);
                dfs(c);
            }
            for (int t = 0; t < options; t++) {
                State c = new State(s);
                send(c, who, targets[t]);
                dfs(c);
            }
            if (!receive || receiveFirst) {
                return;
            }
            hold(s, who);
        }
    }

    /* The free processor with the least clock; -1 if every processor has finished. */
    private int next(State s) {
        int who = -1;
        for (int i = 0; i < P; i++) {
            if (!s.holding[i] && !s.finished(i) && (who < 0 || s.clock[i] < s.clock[who])) {
                who = i;
            }
        }
        return who;
    }

    private void hold(State s, int i) {
        s.holding[i] = true;
        s.program[i] = new Op(AllToAllExhaustiveTest.RECEIVE, s.program[i]);
    }

    private void send(State s, int i, int j) {
        int start = Math.max(s.clock[i], s.sendReady[i]);
        s.rem[i][j]--;
        s.toSend[i]--;
        s.sendReady[i] = start + g;
        s.program[i] = new Op(j, s.program[i]);
        advance(s, i, start + o);
        int arrival = Math.max(start + o + L, s.recvReady[j]);
        int n = s.inboxSize[j]++;
        int[] box = s.inbox[j];
        while (n > 0 && box[n - 1] > arrival) {
            box[n] = box[n - 1];
            n--;
        }
        box[n] = arrival;
    }

    /* Sets processor i's clock; what lies below it no longer matters and is raised to it. */
    private void advance(State s, int i, int clock) {
        s.clock[i] = clock;
        s.sendReady[i] = Math.max(s.sendReady[i], clock);
        s.recvReady[i] = Math.max(s.recvReady[i], clock);
        for (int m = 0; m < s.inboxSize[i]; m++) {
            s.inbox[i][m] = Math.max(s.inbox[i][m], s.recvReady[i]);
        }
    }

    /* Makes final every held reception that nothing can still advance; false: deadlock or exchange (a). */
    private boolean settle(State s) {
        while (true) {
            boolean changed = false;
            for (int w = 0; w < P; w++) {
                if (s.holding[w] && s.inboxSize[w] > 0) {
                    int r = Math.max(s.recvReady[w], s.inbox[w][0]);
                    if (isFinal(s, w, r)) {
                        if (!receive(s, w, r)) {
                            return false;
                        }
                        changed = true;
                    }
                }
            }
            if (changed) {
                continue;
            }
            int first = -1;
            int firstAt = INF;
            for (int w = 0; w < P; w++) {
                if (!s.holding[w] && !s.finished(w)) {
                    return true;
                }
                if (s.holding[w] && s.inboxSize[w] > 0 && Math.max(s.recvReady[w], s.inbox[w][0]) < firstAt) {
                    first = w;
                    firstAt = Math.max(s.recvReady[w], s.inbox[w][0]);
                }
            }
            if (first < 0) { // all finished, or all hold a reception with nothing to come: deadlock
                for (int w = 0; w < P; w++) {
                    if (s.holding[w]) {
                        return false;
                    }
                }
                return true;
            }
            if (!receive(s, first, firstAt)) {
                return false;
            }
        }
    }

    /* The earliest start of processor j's next send. */
    private int nextSend(State s, int j) {
        return s.holding[j] ? Math.max(s.clock[j] + o, s.sendReady[j]) : s.sendReady[j];
    }

    /* Whether no message still to be sent to w can arrive before r. */
    private boolean isFinal(State s, int w, int r) {
        for (int j = 0; j < P; j++) {
            if (s.rem[j][w] > 0 && nextSend(s, j) + o + L < r) {
                return false;
            }
        }
        return true;
    }

    private boolean receive(State s, int w, int r) {
        if (s.toSend[w] > 0 && s.sendReady[w] + o <= r) {
            return false; // exchange (a)
        }
        int n = --s.inboxSize[w];
        System.arraycopy(s.inbox[w], 1, s.inbox[w], 0, n);
        s.toReceive[w]--;
        s.holding[w] = false;
        s.recvReady[w] = r + g;
        s.cost = Math.max(s.cost, r + o);
        advance(s, w, r + o);
        return true;
    }

    private int[][] programsOf(State s) {
        int[][] out = new int[P][];
        for (int i = 0; i < P; i++) {
            List<Integer> ops = new ArrayList<>();
            for (Op op = s.program[i]; op != null; op = op.before()) {
                ops.add(0, op.what());
            }
            out[i] = ops.stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    private int lowerBound(State s) {
        int lb = s.cost;
        int[] arrivals = new int[k * (P - 1)];
        for (int w = 0; w < P && lb < best; w++) {
            if (s.finished(w)) {
                continue;
            }
            int n = 0;
            for (int m = 0; m < s.inboxSize[w]; m++) {
                arrivals[n++] = s.inbox[w][m];
            }
            for (int j = 0; j < P; j++) {
                int first = nextSend(s, j) + o + L;
                for (int m = 0; m < s.rem[j][w]; m++) {
                    arrivals[n++] = first + m * d; // j's sends are at least d apart
                }
            }
            Arrays.sort(arrivals, 0, n);
            lb = Math.max(lb, alone(s, w, arrivals, n));
        }
        return lb;
    }

    /*
     * A lower bound on the cost from processor w alone: the least, over every order of its
     * remaining sends and receptions (the m-th reception no earlier than arrivals[m]), of
     * max(end of its last reception, start of its last send + 2o + L). Exact dynamic program over
     * (sends done, receptions done, kind of the last operation, e) holding the least start t of
     * the last operation: then the clock is t + o, the same kind is ready at t + g and the other
     * kind at t + o + e, where 0 <= e <= max(0, g - 2o) (the other kind started at t - o or
     * before); everything later only grows with t and with e, so the least t is all that counts.
     */
    private int alone(State s, int w, int[] arrivals, int n) {
        int sends = s.toSend[w];
        int es = Math.max(0, g - 2 * o) + 1;
        int cells = (sends + 1) * (n + 1) * 2 * es;
        if (dp.length < cells) {
            dp = new int[cells];
        }
        Arrays.fill(dp, 0, cells, INF);
        push(0, 0, s.clock[w], s.sendReady[w], s.recvReady[w], !s.holding[w], arrivals, n, sends, es);
        int bound = INF;
        for (int a = 0; a <= sends; a++) {
            for (int b = 0; b <= n; b++) {
                for (int kind = 0; kind < 2; kind++) { // 0: a send, 1: a reception
                    for (int e = 0; e < es; e++) {
                        int t = dp[((a * (n + 1) + b) * 2 + kind) * es + e];
                        if (t >= INF) {
                            continue;
                        }
                        int sendReady = kind == 0 ? t + g : t + o + e;
                        int recvReady = kind == 1 ? t + g : t + o + e;
                        if (a == sends && (kind == 0 || sends == 0)) {
                            // the last send (or none left): the remaining receptions, one after another
                            int end = kind == 0 ? t + 2 * o + L : t + o;
                            int r = Math.max(t + o, recvReady) - d;
                            for (int m = b; m < n; m++) {
                                r = Math.max(r + d, arrivals[m]);
                                end = Math.max(end, r + o);
                            }
                            bound = Math.min(bound, end);
                        } else {
                            push(a, b, t + o, sendReady, recvReady, true, arrivals, n, sends, es);
                        }
                    }
                }
            }
        }
        return bound;
    }

    private void push(int a, int b, int clock, int sendReady, int recvReady, boolean maySend, int[] arrivals,
            int n, int sends, int es) {
        if (a < sends && maySend) {
            int t = Math.max(clock, sendReady);
            int e = Math.min(es - 1, Math.max(0, recvReady - t - o));
            int cell = (((a + 1) * (n + 1) + b) * 2 * es) + e;
            dp[cell] = Math.min(dp[cell], t);
        }
        if (b < n) {
            int t = Math.max(Math.max(clock, recvReady), arrivals[b]);
            int e = Math.min(es - 1, Math.max(0, sendReady - t - o));
            int cell = ((a * (n + 1) + b + 1) * 2 + 1) * es + e;
            dp[cell] = Math.min(dp[cell], t);
        }
    }

    /* Whether sending to j leads where sending to an earlier target does: swapping the two changes nothing. */
    private boolean interchangeableWithEarlier(State s, int who, int j) {
        for (int e = 0; e < j; e++) {
            if (e != who && s.rem[who][e] > 0 && swapInvariant(s, e, j)) {
                return true;
            }
        }
        return false;
    }

    private boolean swapInvariant(State s, int a, int b) {
        if (s.clock[a] != s.clock[b] || s.sendReady[a] != s.sendReady[b] || s.recvReady[a] != s.recvReady[b]
                || s.holding[a] != s.holding[b] || s.inboxSize[a] != s.inboxSize[b] || s.rem[a][b] != s.rem[b][a]) {
            return false;
        }
        for (int m = 0; m < s.inboxSize[a]; m++) {
            if (s.inbox[a][m] != s.inbox[b][m]) {
                return false;
            }
        }
        for (int x = 0; x < P; x++) {
            if (x != a && x != b && (s.rem[x][a] != s.rem[x][b] || s.rem[a][x] != s.rem[b][x])) {
                return false;
            }
        }
        return true;
    }

    /*
     * Whether the state is new: not seen, up to renaming and shifting time, at a time no later
     * with a cost so far no higher (else every schedule from it is matched by one already tried).
     * The key: each processor's own state relative to the least clock, processors sorted by it,
     * ties by the least rem matrix over the orders of the tied processors (or their ids, when
     * there are too many orders).
     */
    private boolean remember(State s) {
        int base = INF;
        for (int i = 0; i < P; i++) {
            if (!s.finished(i)) {
                base = Math.min(base, s.clock[i]);
            }
        }
        Integer[] order = new Integer[P];
        String[] local = new String[P];
        for (int i = 0; i < P; i++) {
            order[i] = i;
            local[i] = localKey(s, i, base);
        }
        Arrays.sort(order, (x, y) -> local[x].compareTo(local[y]));
        int[] perm = new int[P];
        int ways = 1;
        for (int i = 0, run = 0; i < P; i++) {
            perm[i] = order[i];
            run = i > 0 && local[order[i]].equals(local[order[i - 1]]) ? run + 1 : 1;
            ways *= run;
        }
        char[] least = remIn(s, perm);
        if (ways > 1 && ways <= PERMUTATION_LIMIT) {
            least = leastRem(s, local, perm, 0, least);
        }
        StringBuilder key = new StringBuilder();
        for (int x : perm) {
            key.append(local[x]).append('|');
        }
        String k = key.append(least).toString();
        int[] old = seen.get(k);
        if (old != null && old[0] <= base && old[1] <= s.cost) {
            return false;
        }
        if (old != null || seen.size() < MEMO_LIMIT) {
            seen.put(k, new int[] {base, s.cost});
        }
        return true;
    }

    private String localKey(State s, int i, int base) {
        if (s.finished(i)) {
            return "\uffff";
        }
        StringBuilder b = new StringBuilder();
        b.append((char) (s.clock[i] - base)).append((char) (s.sendReady[i] - base))
                .append((char) (s.recvReady[i] - base)).append(s.holding[i] ? 'h' : 'f').append((char) s.inboxSize[i]);
        for (int m = 0; m < s.inboxSize[i]; m++) {
            b.append((char) (s.inbox[i][m] - base));
        }
        char[] row = new char[P];
        char[] col = new char[P];
        for (int j = 0; j < P; j++) {
            row[j] = (char) s.rem[i][j];
            col[j] = (char) s.rem[j][i];
        }
        Arrays.sort(row);
        Arrays.sort(col);
        return b.append(row).append(col).toString();
    }

    private char[] remIn(State s, int[] perm) {
        char[] out = new char[P * P];
        for (int x = 0; x < P; x++) {
            for (int y = 0; y < P; y++) {
                out[x * P + y] = (char) s.rem[perm[x]][perm[y]];
            }
        }
        return out;
    }

    /* The least rem matrix over every reordering of perm within runs of equal keys. */
    private char[] leastRem(State s, String[] local, int[] perm, int from, char[] least) {
        if (from == P) {
            char[] m = remIn(s, perm);
            return Arrays.compare(m, least) < 0 ? m : least;
        }
        for (int i = from; i < P && local[perm[i]].equals(local[perm[from]]); i++) {
            int t = perm[from];
            perm[from] = perm[i];
            perm[i] = t;
            least = leastRem(s, local, perm, from + 1, least);
            perm[i] = perm[from];
            perm[from] = t;
        }
        return least;
    }
}
