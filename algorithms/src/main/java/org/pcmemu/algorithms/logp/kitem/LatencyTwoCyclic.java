package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A block-cyclic schedule (SPAA section 3.2) for L = 2 and every m = P - 1 &gt;= 2, on a pruned
 * full tree T(D) of depth D = B(m) + 1: delay L + B(m) + 1 for every item, so single-sending in
 * B(P-1) + 2L + k - 2, Theorem 3.7's bound (and within one step of section 3.1's bound, as
 * Theorem 3.5). The argument is in docs/algorithms.md, "Theorem 3.7 for L = 2".
 *
 * <pre>
 *   j-tree: a subtree whose root has delay D - j; its i-th child (i = 0, 1, ...) has delay
 *     D - j + 2 + i, so budget j - 2 - i; every leaf has delay D - 1 or D
 *   a node with r children and y = j - 1 - r dropped ones takes b = y mod r letters of delay D
 *     and r - 1 - b of delay D - 1 (legal: the offsets are 1 .. r - 1)
 *   gap = (leaves of delay D) - (sum of b): the schedule exists iff the whole tree's gap is 0 or 1
 *   slack (y &lt; r): the first child and the rest are a (j-2)-tree and a (j-1)-tree whose gaps add
 * </pre>
 */
final class LatencyTwoCyclic {
    /** Budgets up to this one come from the exhaustive table; above it, from the slack recursion. */
    static final int TABLE = 10;
    /*
     * Slack j-trees of gap 0 exist for every size in [LOW[j], HIGH[j]], of gap 1 for every size in
     * [LOW[j] + 1, HIGH[j] + 1], for j = 9, 10 (the table, checked when the class loads), and so for
     * every j >= 9 with LOW and HIGH following f's recurrence; LOW[j] <= f_{j-2} and HIGH[j] >= f_{j-1}.
     */
    private static final long LOW9 = 18;
    private static final long HIGH9 = 42;
    private static final long LOW10 = 24;
    private static final long HIGH10 = 68;

    /* Exhaustive table, budgets 0 .. TABLE: (size, gap) -> a tree; any tree, and slack trees only. */
    private static final List<Map<Long, Witness>> ANY = new ArrayList<>();
    private static final List<Map<Long, Witness>> SLACK = new ArrayList<>();

    /* A j-tree: its root keeps children 0 .. r-1, child i of the given size and gap. */
    private record Witness(long[] sizes, long[] gaps) {
        int r() {
            return sizes.length;
        }
    }

    static {
        table();
        for (int j = 9; j <= TABLE; j++) {
            long low = j == 9 ? LOW9 : LOW10;
            long high = j == 9 ? HIGH9 : HIGH10;
            for (long s = low; s <= high + 1; s++) {
                if (s <= high && !SLACK.get(j).containsKey(key(s, 0)) || s > low && !SLACK.get(j).containsKey(key(s, 1))) {
                    throw new IllegalStateException("no slack " + j + "-tree of size " + s);
                }
            }
        }
    }

    private LatencyTwoCyclic() {
    }

    /** The schedule for m = P - 1 &gt;= 2 processors and L = 2. */
    static CyclicSchedule schedule(int m) {
        if (m < 2) {
            throw new IllegalArgumentException("the L = 2 construction needs m >= 2, got " + m);
        }
        PostalFibonacci f = KItemBounds.fibonacciUpTo(m, 2);
        int D = (int) f.last() + 1; // B(m) + 1 >= 3
        long size = f.at(D - 1) + f.at(D - 2); // f_D: T(D) has every node of delay <= D
        if (size > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("P - 1 = " + m + " is too large for the L = 2 construction");
        }
        PostalTree full = PostalTree.optimal((int) size, 2);
        int[][] kids = children(full);
        int[] drop = new int[full.size()];
        long gap = top(D, m);
        build(full, kids, drop, D, 0, 0, m, gap);
        PostalTree tree = full.pruned(drop);
        return words(tree, D);
    }

    /* The gap the whole tree of budget D and size m gets: 0 or 1. */
    private static long top(int D, long m) {
        if (D <= TABLE) {
            for (long g = 0; g <= 1; g++) {
                if (ANY.get(D).containsKey(key(m, g))) {
                    return g;
                }
            }
            throw new IllegalStateException("no " + D + "-tree of size " + m);
        }
        return m <= bounds(D)[1] ? 0 : 1;
    }

    /* LOW[j], HIGH[j] for j >= 9. */
    private static long[] bounds(int j) {
        long a0 = LOW9;
        long b0 = HIGH9;
        long a1 = LOW10;
        long b1 = HIGH10;
        if (j == 9) {
            return new long[] {a0, b0};
        }
        for (int i = 11; i <= j; i++) {
            long a = a0 + a1;
            long b = b0 + b1;
            a0 = a1;
            b0 = b1;
            a1 = a;
            b1 = b;
        }
        return new long[] {a1, b1};
    }

    /*
     * Node v of the full tree, its children from index c on, as a tree of budget j = D - delay(v) - c
     * with the given size and gap (the children before c are already settled).
     */
    private static void build(PostalTree full, int[][] kids, int[] drop, int D, int v, int c, long size, long gap) {
        int j = (int) (D - full.delay(v)) - c;
        if (j <= TABLE) {
            Witness w = (c > 0 ? SLACK : ANY).get(j).get(key(size, gap)); // the rest of a node: slack only
            if (w == null) {
                throw new IllegalStateException("no " + j + "-tree of size " + size + " and gap " + gap);
            }
            drop[v] = kids[v].length - c - w.r();
            for (int i = 0; i < w.r(); i++) {
                build(full, kids, drop, D, kids[v][c + i], 0, w.sizes()[i], w.gaps()[i]);
            }
            return;
        }
        long[] rest = bounds(j - 1);
        long[] first = bounds(j - 2);
        long s2 = Math.max(first[0], size - rest[1] - gap); // the first child: gap 0
        build(full, kids, drop, D, kids[v][c], 0, s2, 0);
        build(full, kids, drop, D, v, c + 1, size - s2, gap);
    }

    /* Children of each node of the full tree, in order of delay. */
    private static int[][] children(PostalTree full) {
        int[][] kids = new int[full.size()][];
        int[] seen = new int[full.size()];
        for (int v = 0; v < full.size(); v++) {
            kids[v] = new int[full.children(v)];
        }
        for (int v = 1; v < full.size(); v++) { // ids are in delay order
            int p = full.parent(v);
            kids[p][seen[p]++] = v;
        }
        return kids;
    }

    /* The words: b = y mod r letters of delay D, then r - 1 - b of delay D - 1 (letters count down from the depth). */
    private static CyclicSchedule words(PostalTree tree, int D) {
        long depth = tree.depth();
        List<CyclicSchedule.Group> groups = new ArrayList<>();
        long atD = 0;
        long demand = 0;
        int first = 1;
        for (int v = 0; v < tree.size(); v++) {
            int r = tree.children(v);
            if (r == 0) {
                atD += tree.delay(v) == D ? 1 : 0;
                continue;
            }
            long y = D - 1 - tree.delay(v) - r;
            int b = (int) (y % r);
            demand += b;
            int[] word = new int[r - 1];
            Arrays.fill(word, 0, b, (int) (depth - D));
            Arrays.fill(word, b, r - 1, (int) (depth - D + 1));
            groups.add(new CyclicSchedule.Group(first, r, v, word));
            first += r;
        }
        int spare = atD > demand ? (int) (depth - D) : (int) (depth - D + 1);
        groups.add(new CyclicSchedule.Group(first, 1, -1, new int[] {spare}));
        return new CyclicSchedule(tree, 2, groups);
    }

    /*
     * Every j-tree for j <= TABLE by (size, gap): a root with r children of budgets j-2 .. j-1-r,
     * each any tree of its budget; the root's demand is (j-1-r) mod r. First found kept.
     */
    private static void table() {
        for (int j = 0; j <= TABLE; j++) {
            Map<Long, Witness> any = new LinkedHashMap<>();
            Map<Long, Witness> slack = new LinkedHashMap<>();
            if (j <= 1) {
                any.put(key(1, j == 0 ? 1 : 0), new Witness(new long[0], new long[0]));
            }
            Map<Long, Witness> acc = new LinkedHashMap<>();
            acc.put(key(0, 0), new Witness(new long[0], new long[0]));
            for (int r = 1; j >= 2 && r <= j - 1; r++) {
                Map<Long, Witness> next = new LinkedHashMap<>();
                for (Witness w : acc.values()) {
                    long s0 = Arrays.stream(w.sizes()).sum();
                    long g0 = Arrays.stream(w.gaps()).sum();
                    for (Map.Entry<Long, Witness> child : ANY.get(j - 1 - r).entrySet()) {
                        long s = sizeOf(child.getKey());
                        long g = gapOf(child.getKey());
                        long[] sizes = Arrays.copyOf(w.sizes(), r);
                        long[] gaps = Arrays.copyOf(w.gaps(), r);
                        sizes[r - 1] = s;
                        gaps[r - 1] = g;
                        next.putIfAbsent(key(s0 + s, g0 + g), new Witness(sizes, gaps));
                    }
                }
                acc = next;
                int y = j - 1 - r;
                for (Witness w : acc.values()) {
                    long k = key(1 + Arrays.stream(w.sizes()).sum(), Arrays.stream(w.gaps()).sum() - y % r);
                    any.putIfAbsent(k, w);
                    if (y < r) {
                        slack.putIfAbsent(k, w);
                    }
                }
            }
            ANY.add(any);
            SLACK.add(slack);
        }
    }

    private static long key(long size, long gap) {
        return size << 32 | (gap + (1L << 31));
    }

    private static long sizeOf(long key) {
        return key >>> 32;
    }

    private static long gapOf(long key) {
        return (key & 0xffffffffL) - (1L << 31);
    }
}
