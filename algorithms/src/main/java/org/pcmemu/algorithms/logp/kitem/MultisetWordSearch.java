package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The words of a block-cyclic assignment chosen as multisets, then arranged: {@link WordSearch}'s
 * task for trees too large for its letter-by-letter search.
 *
 * <p>A group of s processors for a node of delay d in a tree of depth D gives phase q (1..s-1)
 * the offset q + a mod s, a = letter + d - D, and its node the offset 0 (SPAA section 3.2). So
 * its letters are legal in some order iff the sum of their a is 0 mod s: necessary, since the
 * offsets are then 0..s-1 in some order and sum to the phases' sum; sufficient by M. Hall's
 * theorem on abelian groups (Proc. AMS 3 (1952) 584-587: s elements of Z_s summing to 0 are the
 * differences of two permutations of Z_s; a common shift puts the node's a = 0 at phase 0).
 * A receive-only group of s processors (phases 0..s-1) is the same without the node. So this
 * search chooses each group's letter counts (groups with the fewest letters first, each through
 * its candidates, {@link #candidates}; failed states remembered), and only for a complete choice
 * finds each word's order ({@link #arrange}), which the theorem says exists. Test: {@code MultisetWordSearchTest} (the sum rule against every order of every word
 * up to s = 7).
 *
 * <p>Note: this class is not threadsafe.
 */
final class MultisetWordSearch {
    /* The groups in the order chosen: fewest letters first, a receive-only group last. */
    private final WordSearch.Spec[] specs;
    /* The caller's index of each group. */
    private final int[] original;
    private final int[] counts;
    private final int[][] chosen;
    private final int[][] words;
    /* Groups with at most this many letters, and the last ones, try every legal vector. */
    private static final int FEW_LETTERS = 4;
    private static final int LAST_GROUPS = 6;
    private static final long MOST_VECTORS = 20_000;
    private final Set<String> failed = new HashSet<>();
    private final long budget;
    private final long[] shared;
    private long steps;

    /**
     * @param counts  leaves of each letter
     * @param budget  steps this search may take (one per count vector tried, and per arranging move)
     * @param shared  steps left to a larger search this one is part of, decremented per step
     */
    MultisetWordSearch(List<WordSearch.Spec> specs, int[] counts, long budget, long[] shared) {
        Integer[] byPhases = new Integer[specs.size()];
        for (int g = 0; g < byPhases.length; g++) {
            byPhases[g] = g;
        }
        Arrays.sort(byPhases, Comparator.comparing((Integer g) -> specs.get(g).node() < 0)
                .thenComparingInt(g -> specs.get(g).phases()).thenComparingInt(g -> g));
        this.original = Arrays.stream(byPhases).mapToInt(Integer::intValue).toArray();
        this.specs = Arrays.stream(original).mapToObj(specs::get).toArray(WordSearch.Spec[]::new);
        this.counts = counts.clone();
        this.chosen = new int[this.specs.length][];
        this.words = new int[this.specs.length][];
        this.budget = budget;
        this.shared = shared;
    }

    SearchOutcome run() {
        int slots = Arrays.stream(specs).mapToInt(WordSearch.Spec::phases).sum();
        if (slots != Arrays.stream(counts).sum()) {
            return SearchOutcome.NONE;
        }
        try {
            if (!chooseAll()) {
                return SearchOutcome.NONE;
            }
            for (int g = 0; g < specs.length; g++) {
                words[original[g]] = arrange(specs[g], chosen[g]);
                if (words[original[g]] == null) {
                    return SearchOutcome.BUDGET; // the arrangement exists (Hall); the moves ran out
                }
            }
            return SearchOutcome.FOUND;
        } catch (BudgetExhausted e) {
            return SearchOutcome.BUDGET;
        }
    }

    /** Words in {@link WordSearch#words()}'s form, after {@link #run} found them. */
    int[][] words() {
        return words;
    }

    /*
     * Groups in order, each through its candidate count vectors ({@link #candidates}), with its own
     * stack rather than a frame per group: the groups are as many as the tree's internal nodes. A
     * group entered with the letters left: remembered as failed under them if none of its
     * candidates leads to a complete choice.
     */
    private boolean chooseAll() {
        int n = specs.length;
        String[] keys = new String[n];
        List<List<int[]>> options = new ArrayList<>(Collections.nCopies(n, null));
        int[] tried = new int[n];
        int g = 0;
        while (g < n) {
            if (options.get(g) == null) {
                keys[g] = g + Arrays.toString(counts);
                options.set(g, failed.contains(keys[g]) ? List.of() : candidates(g));
                tried[g] = 0;
            } else {
                give(chosen[g]);
            }
            step();
            if (tried[g] == options.get(g).size()) {
                failed.add(keys[g]);
                options.set(g, null);
                if (--g < 0) {
                    return false;
                }
                continue;
            }
            take(g, options.get(g).get(tried[g]++));
            g++;
        }
        return true;
    }

    /*
     * What group s may take, in the order tried: the letters left in proportion (largest
     * remainders), then the most of each letter from the lowest; each made legal by the fewest
     * moves of one letter to the next (each adds 1 to the sum), or to the one before (each takes 1).
     */
    private List<int[]> candidates(int g) {
        WordSearch.Spec s = specs[g];
        int phases = s.phases();
        int[] share = proportional(phases);
        if (share == null) {
            return List.of();
        }
        if (phases <= FEW_LETTERS || g >= specs.length - LAST_GROUPS) {
            return every(s, share);
        }
        List<int[]> out = new ArrayList<>();
        for (int[] start : new int[][] {share, lowestFirst(phases)}) {
            if (start == null) {
                continue;
            }
            for (int direction : new int[] {1, -1}) {
                int[] x = legal(s, start.clone(), direction);
                if (x != null && out.stream().noneMatch(y -> Arrays.equals(x, y))) {
                    out.add(x);
                }
            }
        }
        return out;
    }

    /*
     * Every legal vector of group s, nearest the letters' shares first (by the sum of the
     * differences); at most MOST_VECTORS of them.
     */
    private List<int[]> every(WordSearch.Spec s, int[] share) {
        List<int[]> out = new ArrayList<>();
        int[] x = lowestFirst(s.phases());
        for (long seen = 0; x != null && seen < MOST_VECTORS; seen++) {
            step();
            if (residue(s, x) == 0) {
                out.add(x.clone());
            }
            x = next(x) ? x : null;
        }
        out.sort(Comparator.comparingLong(y -> distance(y, share)));
        return out;
    }

    private static long distance(int[] x, int[] y) {
        long d = 0;
        for (int l = 0; l < x.length; l++) {
            d += Math.abs(x[l] - y[l]);
        }
        return d;
    }

    /*
     * The vector after x, most of each letter from the lowest first, in place: the last letter but
     * one that can give one up does, and the letters after it are filled again the same way.
     */
    private boolean next(int[] x) {
        int suffix = x[x.length - 1];
        for (int i = x.length - 2; i >= 0; i--) {
            suffix += x[i];
            if (x[i] == 0) {
                continue;
            }
            int left = suffix - (x[i] - 1);
            long room = 0;
            for (int l = i + 1; l < x.length; l++) {
                room += counts[l];
            }
            if (room < left) {
                continue;
            }
            x[i]--;
            for (int l = i + 1; l < x.length; l++) {
                x[l] = Math.min(left, counts[l]);
                left -= x[l];
            }
            return true;
        }
        return false;
    }

    private int[] proportional(int phases) {
        long total = Arrays.stream(counts).asLongStream().sum();
        if (total < phases) {
            return null;
        }
        int[] x = new int[counts.length];
        long[] remainder = new long[counts.length];
        int given = 0;
        for (int l = 0; l < counts.length; l++) {
            long share = (long) counts[l] * phases;
            x[l] = (int) (share / total);
            remainder[l] = share % total;
            given += x[l];
        }
        while (given < phases) {
            int best = -1;
            for (int l = 0; l < counts.length; l++) {
                if (x[l] < counts[l] && (best < 0 || remainder[l] > remainder[best])) {
                    best = l;
                }
            }
            x[best]++;
            remainder[best] = -1;
            given++;
        }
        return x;
    }

    private int[] lowestFirst(int phases) {
        int[] x = new int[counts.length];
        int left = phases;
        for (int l = 0; l < counts.length; l++) {
            x[l] = Math.min(left, counts[l]);
            left -= x[l];
        }
        return left == 0 ? x : null;
    }

    /*
     * x made legal for group s by moves of one letter to the next (direction 1) or the one before
     * (-1), from the letters most over their share of what is left; null if no move is possible.
     */
    private int[] legal(WordSearch.Spec s, int[] x, int direction) {
        int residue = residue(s, x);
        int moves = residue == 0 ? 0 : direction > 0 ? s.size() - residue : residue;
        for (int m = 0; m < moves; m++) {
            int best = -1;
            for (int l = 0; l < x.length; l++) {
                int to = l + direction;
                if (x[l] > 0 && to >= 0 && to < x.length && x[to] < counts[to]
                        && (best < 0 || (long) x[l] * counts[best] > (long) x[best] * counts[l])) {
                    best = l;
                }
            }
            if (best < 0) {
                return null;
            }
            x[best]--;
            x[best + direction]++;
        }
        return x;
    }

    /* The sum of the letters' a (letter + shift) mod the group's size: 0 iff x is legal. */
    private static int residue(WordSearch.Spec s, int[] x) {
        long sum = 0;
        for (int l = 0; l < x.length; l++) {
            sum += x[l] * (l + s.shift());
        }
        return (int) Math.floorMod(sum, (long) s.size());
    }

    private void take(int g, int[] x) {
        chosen[g] = x;
        for (int l = 0; l < x.length; l++) {
            counts[l] -= x[l];
        }
    }

    private void give(int[] x) {
        for (int l = 0; l < x.length; l++) {
            counts[l] += x[l];
        }
    }

    /*
     * An order of the letters `x` (counts) for group s: phase q's offset q + firstPhase + letter +
     * shift mod size, all distinct, and none 0 for a node's group. Min-conflicts: start from the
     * letters in increasing order, then swap a conflicted phase's letter with the one that lowers the
     * conflicts most (ties and, now and then, a worse move by a seeded draw, so the result depends on
     * the input only); null if the moves allowed run out.
     */
    private int[] arrange(WordSearch.Spec s, int[] x) {
        int n = s.phases();
        int size = s.size();
        int[] word = new int[n];
        for (int l = 0, q = 0; l < x.length; l++) {
            for (int c = 0; c < x[l]; c++) {
                word[q++] = l;
            }
        }
        if (n == 0) {
            return word;
        }
        int[] seen = new int[size];
        if (s.node() >= 0) {
            seen[0] = 1;
        }
        int[] value = new int[n];
        for (int q = 0; q < n; q++) {
            value[q] = offset(s, q, word[q]);
            seen[value[q]]++;
        }
        int conflicts = 0;
        for (int v = 0; v < size; v++) {
            conflicts += Math.max(0, seen[v] - 1);
        }
        SplittableRandom random = new SplittableRandom(31L * size + n);
        long moves = 200L * n + 1000;
        while (conflicts > 0) {
            if (moves-- == 0) {
                return null;
            }
            step();
            int q = random.nextInt(n);
            while (seen[value[q]] < 2) {
                q = (q + 1) % n;
            }
            int best = -1;
            int bestDelta = Integer.MAX_VALUE;
            int ties = 0;
            for (int p = 0; p < n; p++) {
                if (word[p] == word[q]) {
                    continue;
                }
                int delta = swapDelta(s, seen, value, word, q, p);
                if (delta < bestDelta) {
                    bestDelta = delta;
                    best = p;
                    ties = 1;
                } else if (delta == bestDelta && random.nextInt(++ties) == 0) {
                    best = p;
                }
            }
            if (best < 0 || (bestDelta > 0 && random.nextInt(4) != 0)) {
                continue;
            }
            conflicts += bestDelta;
            swap(s, seen, value, word, q, best);
        }
        return word;
    }

    private static int offset(WordSearch.Spec s, int q, int letter) {
        return (int) Math.floorMod(q + s.firstPhase() + letter + s.shift(), (long) s.size());
    }

    /* The change in conflicts if phases q and p swapped their letters. */
    private static int swapDelta(WordSearch.Spec s, int[] seen, int[] value, int[] word, int q, int p) {
        int oldQ = value[q];
        int oldP = value[p];
        int newQ = offset(s, q, word[p]);
        int newP = offset(s, p, word[q]);
        int before = excess(seen, oldQ, oldP, newQ, newP);
        seen[oldQ]--;
        seen[oldP]--;
        seen[newQ]++;
        seen[newP]++;
        int after = excess(seen, oldQ, oldP, newQ, newP);
        seen[newQ]--;
        seen[newP]--;
        seen[oldQ]++;
        seen[oldP]++;
        return after - before;
    }

    /* The conflicts over the distinct values among a, b, c, d. */
    private static int excess(int[] seen, int a, int b, int c, int d) {
        int sum = Math.max(0, seen[a] - 1);
        if (b != a) {
            sum += Math.max(0, seen[b] - 1);
        }
        if (c != a && c != b) {
            sum += Math.max(0, seen[c] - 1);
        }
        if (d != a && d != b && d != c) {
            sum += Math.max(0, seen[d] - 1);
        }
        return sum;
    }

    private static void swap(WordSearch.Spec s, int[] seen, int[] value, int[] word, int q, int p) {
        seen[value[q]]--;
        seen[value[p]]--;
        int t = word[q];
        word[q] = word[p];
        word[p] = t;
        value[q] = offset(s, q, word[q]);
        value[p] = offset(s, p, word[p]);
        seen[value[q]]++;
        seen[value[p]]++;
    }

    private void step() {
        if (++steps > budget || --shared[0] < 0) {
            throw new BudgetExhausted();
        }
    }

    /* Thrown to unwind the search when its step budget is spent. */
    private static final class BudgetExhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetExhausted() {
            super(null, null, false, false);
        }
    }
}
