package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Block-cyclic assignments on pruned trees (the idea of SPAA Theorem 3.5): the full tree T(D)
 * of depth D, less some of its leaves, so that P - 1 nodes remain; every item then has delay
 * L + D. Only leaves of T(D) are removed, and only a node's last children, so a node still sends
 * at consecutive steps. The internal nodes of one delay form a class; a choice says how many
 * leaves each class loses, spread evenly over its nodes. Choices are tried in a fixed order (the
 * deepest classes lose leaves first), each with the depth-first word search ({@link WordSearch})
 * or, above {@link #LETTER_SEARCH_TREE} nodes, the multiset search ({@link MultisetWordSearch}),
 * within step budgets that grow with the tree.
 */
public final class PrunedTreeSearch {
    /** Word-search steps for one pruned tree. */
    static final long TREE_BUDGET = 20_000;
    /** Steps for one search in all, at least (see {@link #totalBudget}). */
    static final long TOTAL_BUDGET = 20_000_000;
    /** Full trees larger than this are not tried, at least (see {@link #largestTree}). */
    static final long LARGEST_TREE = 200_000;
    /**
     * Pruned trees up to this size take {@link WordSearch}'s letter-by-letter search, larger ones
     * {@link MultisetWordSearch}'s choice of letter counts (its class comment says why that is
     * enough).
     */
    static final long LETTER_SEARCH_TREE = 1_000;
    /**
     * The most depths D tried, from the least on: each costs up to {@link #TOTAL_BUDGET} steps,
     * and the depths below L would be thousands where L is (a search that grew with the latency).
     */
    static final long MOST_DEPTHS = 64;

    private PrunedTreeSearch() {
    }

    /** A block-cyclic schedule on a pruned T(D) with {@code m} nodes, if the search finds one. */
    public static Optional<CyclicSchedule> find(int m, long L, long D) {
        long size = sizes(L, m).at(D);
        if (size < m || size > largestTree(m)) {
            return Optional.empty();
        }
        PostalTree full = PostalTree.optimal((int) size, L);
        List<int[]> classes = classes(full, L, D);
        int[] drop = new int[full.size()];
        long[] left = {totalBudget(m)};
        CyclicSchedule[] found = new CyclicSchedule[1];
        choose(full, L, classes, 0, full.size() - m, drop, left, found);
        return Optional.ofNullable(found[0]);
    }

    /**
     * The sizes of the full trees T(D), f_D, as far as {@link #LARGEST_TREE}: the depths D whose
     * tree may be tried are those with P - 1 &lt;= f_D &lt;= LARGEST_TREE (a beyond it is
     * Long.MAX_VALUE).
     */
    static PostalFibonacci sizes(long L, long m) {
        return PostalFibonacci.upTo(largestTree(m) + 1, L);
    }

    /*
     * The largest full tree tried for m nodes, and the steps of one search: both grow with m, as
     * the plan and the run do (the multiset search takes about 10 m steps on a tree it solves).
     */
    static long largestTree(long m) {
        return Math.max(LARGEST_TREE, 8 * m);
    }

    static long totalBudget(long m) {
        return Math.max(TOTAL_BUDGET, 400 * m);
    }

    /**
     * Whether depth {@code D}, the {@code tried}-th from the least (0 first), is still tried: at
     * most {@link #MOST_DEPTHS} of them, and none whose full tree is larger than LARGEST_TREE
     * (nor any deeper one: the trees grow with D).
     */
    static boolean worthTrying(PostalFibonacci sizes, long D, long tried, long m) {
        return tried < MOST_DEPTHS && sizes.at(D) <= largestTree(m);
    }

    /*
     * Internal nodes by delay, deepest first (every one has a delay of at most D - L, its first
     * child's at most D); each class's nodes, in id order. Grouped, not looked up delay by delay:
     * the delays span D - L cycles, the nodes are at most LARGEST_TREE.
     */
    private static List<int[]> classes(PostalTree full, long L, long D) {
        TreeMap<Long, List<Integer>> byDelay = new TreeMap<>(Comparator.reverseOrder());
        for (int v = 0; v < full.size(); v++) {
            if (full.children(v) > 0 && full.delay(v) <= D - L) {
                byDelay.computeIfAbsent(full.delay(v), d -> new ArrayList<>()).add(v);
            }
        }
        List<int[]> classes = new ArrayList<>();
        byDelay.values().forEach(nodes -> classes.add(nodes.stream().mapToInt(Integer::intValue).toArray()));
        return classes;
    }

    /* Leaves a node of T(D) may lose: its last children that are leaves, min(L, r). */
    private static int removable(PostalTree full, long L, int v) {
        return (int) Math.min(L, full.children(v));
    }

    private static boolean choose(PostalTree full, long L, List<int[]> classes, int c, int remove, int[] drop,
                                  long[] left, CyclicSchedule[] found) {
        if (left[0] <= 0) {
            return false;
        }
        if (c == classes.size()) {
            return remove == 0 && tryTree(full.pruned(drop), L, left, found);
        }
        int[] nodes = classes.get(c);
        int most = 0;
        for (int v : nodes) {
            most += removable(full, L, v);
        }
        long later = 0;
        for (int x = c + 1; x < classes.size(); x++) {
            for (int v : classes.get(x)) {
                later += removable(full, L, v);
            }
        }
        for (int y = Math.min(most, remove); y >= 0 && y >= remove - later; y--) {
            spread(full, L, nodes, y, drop);
            if (choose(full, L, classes, c + 1, remove - y, drop, left, found)) {
                return true;
            }
        }
        spread(full, L, nodes, 0, drop);
        return false;
    }

    /* y leaves off the class's nodes, as evenly as their removable leaves allow, earlier nodes first. */
    private static void spread(PostalTree full, long L, int[] nodes, int y, int[] drop) {
        for (int v : nodes) {
            drop[v] = 0;
        }
        for (int round = 0; y > 0; round++) {
            for (int v : nodes) {
                if (y > 0 && drop[v] == round && round < removable(full, L, v)) {
                    drop[v]++;
                    y--;
                }
            }
        }
    }

    private static boolean tryTree(PostalTree tree, long L, long[] left, CyclicSchedule[] found) {
        List<WordSearch.Spec> specs = CyclicSearch.canonicalSpecs(tree);
        left[0] -= tree.size(); // building it
        if (tree.size() > LETTER_SEARCH_TREE) {
            MultisetWordSearch multisets = new MultisetWordSearch(specs, CyclicSearch.letterCounts(tree), 100L * tree.size(), left);
            if (multisets.run() == SearchOutcome.FOUND) {
                found[0] = CyclicSearch.build(tree, L, specs, multisets.words());
                return true;
            }
            return false;
        }
        WordSearch search = new WordSearch(specs, CyclicSearch.letterCounts(tree), w -> true, true, TREE_BUDGET, left);
        SearchOutcome outcome = search.run();
        if (outcome == SearchOutcome.FOUND) {
            found[0] = CyclicSearch.build(tree, L, specs, search.words());
            return true;
        }
        return false;
    }
}
