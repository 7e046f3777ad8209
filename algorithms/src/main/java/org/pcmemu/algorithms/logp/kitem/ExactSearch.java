package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The least time of a k-item broadcast on a small postal machine (SPAA section 1: each step a
 * processor sends at most one message and receives at most one, L after it left), found by an
 * exhaustive search, with a schedule that reaches it.
 *
 * <p>A schedule is fixed by when each processor receives each item: the receptions at step tau
 * are feasible iff they can be matched to distinct senders that hold the item by tau - L (a
 * reception at s lets the item leave at s). The search goes step by step, tau = L, L+1, ..., T,
 * chooses for each processor the item it receives (or none), keeps a bipartite matching of the
 * chosen receptions to senders, and backtracks. It cuts a state when (a) a processor lacks more
 * items than steps remain, (b) an item's holders cannot reach all P by T (new holders at s are
 * at most the holders at s - L), (c) the processors holding anything cannot send the missing
 * receptions by T; processors with equal reception rows are interchangeable (only
 * non-increasing choices among them), and states that failed are remembered up to the order of
 * the processors and of the items (times older than the window of L steps merged). Deterministic: one thread, a fixed order, a fixed
 * budget of search nodes.
 *
 * <p>Only for machines of at most {@link #MAX_P} processors, {@link #MAX_K} items and latency
 * {@link #MAX_L}; within these it decides every T within {@link #BUDGET} nodes where tried.
 */
final class ExactSearch {
    static final int MAX_P = 8;
    static final int MAX_K = 4;
    static final long MAX_L = 8;
    /** Search nodes (receptions tried) for one machine, all T together. */
    static final long BUDGET = 20_000_000;

    /** The limits in words, for reports and docs. */
    static final String LIMITS = "P <= " + MAX_P + ", k <= " + MAX_K + ", L <= " + MAX_L;

    /**
     * What the search found below {@code upper}.
     *
     * @param outcome  FOUND: {@code plan} reaches the optimum; NONE: nothing below {@code upper},
     *                 so {@code upper} is the optimum; BUDGET: undecided (or the machine is too large)
     * @param optimum  the least time, where decided; else -1
     */
    record Result(SearchOutcome outcome, Optional<KItemPlan> plan, long optimum) {
    }

    private static final int MISSING = -1;

    private final int P;
    private final int L;
    private final int k;
    private final int T;
    private final int[][] recv; // recv[p][i]: when p received i, MISSING if not yet; the source: 0
    private final int[] choice; // the item processor q receives at the current step, or -1
    private final int[] sender; // matching: the sender of q's reception at the current step, or -1
    private final int[] used; // used[p]: the receiver p sends to at the current step, or -1
    private final List<Transmission> sends = new ArrayList<>();
    private final Set<String> failed = new HashSet<>();
    private final long[] left;

    private ExactSearch(int P, int L, int k, int T, long[] left) {
        this.P = P;
        this.L = L;
        this.k = k;
        this.T = T;
        this.left = left;
        recv = new int[P][k];
        for (int p = 1; p < P; p++) {
            Arrays.fill(recv[p], MISSING);
        }
        choice = new int[P];
        sender = new int[P];
        used = new int[P];
    }

    /** Whether the machine is within the limits of the exact search. */
    static boolean applies(int P, long L, int k) {
        return P <= MAX_P && k <= MAX_K && L <= MAX_L;
    }

    /** The least time below {@code upper}, with its plan; NONE if there is none below it. */
    static Result search(int P, long L, int k, long upper) {
        if (!applies(P, L, k)) {
            return new Result(SearchOutcome.BUDGET, Optional.empty(), -1);
        }
        long[] left = {BUDGET};
        for (long T = KItemBounds.countingBound(P, L, k); T < upper; T++) {
            ExactSearch s = new ExactSearch(P, (int) L, k, (int) T, left);
            if (s.step((int) L)) {
                List<Transmission> plan = new ArrayList<>(s.sends);
                return new Result(SearchOutcome.FOUND, Optional.of(new KItemPlan(P, L, k, plan,
                        KItemPlan.lastArrival(plan, L), "exact search (" + LIMITS + ")")), T);
            }
            if (left[0] <= 0) {
                return new Result(SearchOutcome.BUDGET, Optional.empty(), -1);
            }
        }
        return new Result(SearchOutcome.NONE, Optional.empty(), upper);
    }

    /* Chooses the receptions at step tau (and on); true when every processor holds every item by T. */
    private boolean step(int tau) {
        if (done()) {
            return true;
        }
        if (tau > T || !hopeful(tau - 1)) {
            return false;
        }
        String key = key(tau);
        if (failed.contains(key)) {
            return false;
        }
        Arrays.fill(choice, -1);
        Arrays.fill(sender, -1);
        Arrays.fill(used, -1);
        if (choose(1, tau)) {
            return true;
        }
        failed.add(key);
        return false;
    }

    /* Processor q's reception at tau, then the next processor's; at the end, the next step. */
    private boolean choose(int q, int tau) {
        if (q == P) {
            return next(tau);
        }
        if (--left[0] < 0) {
            return false;
        }
        int missing = missing(q);
        int twin = twin(q); // an earlier processor with the same row: q chooses no more than it
        for (int i = twin < 0 ? k - 1 : choice[twin]; i >= 0; i--) {
            if (recv[q][i] == MISSING) {
                int[] savedSender = sender.clone();
                int[] savedUsed = used.clone();
                choice[q] = i;
                if (augment(q, tau - L, new boolean[P]) && choose(q + 1, tau)) {
                    return true;
                }
                choice[q] = -1;
                System.arraycopy(savedSender, 0, sender, 0, P);
                System.arraycopy(savedUsed, 0, used, 0, P);
            }
        }
        // none at tau: allowed while the steps after tau still suffice for q's missing items
        return tau + missing <= T && choose(q + 1, tau);
    }

    /* Records the matched receptions at tau, goes on to tau + 1, and undoes them if that fails. */
    private boolean next(int tau) {
        int[] item = choice.clone();
        int[] from = sender.clone();
        int[] to = used.clone();
        int mark = sends.size();
        for (int q = 1; q < P; q++) {
            if (item[q] >= 0) {
                recv[q][item[q]] = tau;
                sends.add(new Transmission(item[q], from[q], q, tau - L));
            }
        }
        if (step(tau + 1)) {
            return true;
        }
        for (int q = 1; q < P; q++) {
            if (item[q] >= 0) {
                recv[q][item[q]] = MISSING;
            }
        }
        sends.subList(mark, sends.size()).clear();
        System.arraycopy(item, 0, choice, 0, P);
        System.arraycopy(from, 0, sender, 0, P);
        System.arraycopy(to, 0, used, 0, P);
        return false;
    }

    /* An augmenting path from receiver q to a free sender holding choice[q] by step s (Kuhn). */
    private boolean augment(int q, int s, boolean[] seen) {
        int item = choice[q];
        for (int p = 0; p < P; p++) {
            if (p != q && !seen[p] && holds(p, item, s)) {
                seen[p] = true;
                if (used[p] < 0 || augment(used[p], s, seen)) {
                    used[p] = q;
                    sender[q] = p;
                    return true;
                }
            }
        }
        return false;
    }

    private boolean holds(int p, int item, int s) {
        int r = recv[p][item];
        return r != MISSING && r <= s;
    }

    private int missing(int q) {
        int n = 0;
        for (int i = 0; i < k; i++) {
            if (recv[q][i] == MISSING) {
                n++;
            }
        }
        return n;
    }

    /* The last processor before q with q's row, or -1. */
    private int twin(int q) {
        for (int p = q - 1; p >= 1; p--) {
            if (Arrays.equals(recv[p], recv[q])) {
                return p;
            }
        }
        return -1;
    }

    private boolean done() {
        for (int p = 1; p < P; p++) {
            if (missing(p) > 0) {
                return false;
            }
        }
        return true;
    }

    /*
     * Whether the receptions up to step now can still be completed by T: (a) per processor,
     * (b) per item, (c) all processors together (see the class comment).
     */
    private boolean hopeful(int now) {
        int total = 0;
        for (int q = 1; q < P; q++) {
            int m = missing(q);
            if (now + m > T) {
                return false;
            }
            total += m;
        }
        for (int i = 0; i < k; i++) {
            int item = i;
            if (reach(now, p -> p == 0 ? 0 : recv[p][item], false) < P) {
                return false;
            }
        }
        return reach(now, p -> firstReception(p), true) >= total;
    }

    private interface Since {
        int at(int p);
    }

    /*
     * Holders of an item (when each got it: since.at(p), MISSING if not by now): at s > now at
     * most the holders at s - 1 plus those at s - L. Returns the holders at T (or, with
     * countSends, the receptions possible over (now, T]: at s at most min(holders at s - L, P - 1)).
     */
    private int reach(int now, Since since, boolean countSends) {
        int[] held = new int[Math.max(T + 1, 1)];
        for (int p = 0; p < P; p++) {
            int r = since.at(p);
            if (r != MISSING && r <= now) {
                held[r]++;
            }
        }
        for (int s = 1; s <= now && s <= T; s++) {
            held[s] += held[s - 1];
        }
        long receptions = 0;
        for (int s = now + 1; s <= T; s++) {
            int before = s - L >= 0 ? held[s - L] : 0;
            held[s] = Math.min(P, held[s - 1] + before);
            receptions += Math.min(before, P - 1);
        }
        return countSends ? (int) Math.min(receptions, Integer.MAX_VALUE) : held[T];
    }

    private int firstReception(int p) {
        if (p == 0) {
            return 0;
        }
        int first = MISSING;
        for (int r : recv[p]) {
            if (r != MISSING && (first == MISSING || r < first)) {
                first = r;
            }
        }
        return first;
    }

    /*
     * The state before step tau: receptions before tau - L merged (they can serve any later
     * send), rows sorted (processors 1..P-1 are interchangeable), the least over the orders of
     * the items (so are the items).
     */
    private String key(int tau) {
        String best = null;
        for (int[] order : orders()) {
            String[] rows = new String[P - 1];
            for (int p = 1; p < P; p++) {
                char[] row = new char[k];
                for (int i = 0; i < k; i++) {
                    int r = recv[p][order[i]];
                    row[i] = (char) (r == MISSING ? 0 : 1 + Math.max(0, r - (tau - L)));
                }
                rows[p - 1] = new String(row);
            }
            Arrays.sort(rows);
            String key = String.join("", rows);
            if (best == null || key.compareTo(best) < 0) {
                best = key;
            }
        }
        return tau + ":" + best;
    }

    private List<int[]> orders;

    /* Every order of the items 0..k-1 (k <= MAX_K). */
    private List<int[]> orders() {
        if (orders == null) {
            orders = new ArrayList<>();
            permute(new int[k], new boolean[k], 0);
        }
        return orders;
    }

    private void permute(int[] order, boolean[] taken, int at) {
        if (at == k) {
            orders.add(order.clone());
            return;
        }
        for (int i = 0; i < k; i++) {
            if (!taken[i]) {
                taken[i] = true;
                order[at] = i;
                permute(order, taken, at + 1);
                taken[i] = false;
            }
        }
    }
}
