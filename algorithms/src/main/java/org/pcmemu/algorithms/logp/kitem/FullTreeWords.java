package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The words of a canonical block-cyclic assignment for a full tree T(u) (P - 1 = P(u)), grouped
 * by block size. In a full tree a node with r children has delay u - L - r + 1, so a word's
 * legality depends on r alone and blocks of one size are interchangeable; the leaves of T(u-1)
 * and of T(u-L) keep their letters inside T(u) (SPAA section 3.3).
 */
final class FullTreeWords {
    private final Map<Integer, List<int[]>> byBlock;
    private final int receiveOnly;

    private FullTreeWords(Map<Integer, List<int[]>> byBlock, int receiveOnly) {
        this.byBlock = byBlock;
        this.receiveOnly = receiveOnly;
    }

    /**
     * T(u)'s words from a depth-first search, or null if none was found within the budget;
     * {@code f} reaches at least f_u.
     */
    static FullTreeWords searched(int u, long L, PostalFibonacci f) {
        if (f.at(u) > Integer.MAX_VALUE) {
            return null;
        }
        PostalTree tree = PostalTree.optimal((int) f.at(u), L);
        List<WordSearch.Spec> specs = CyclicSearch.canonicalSpecs(tree);
        WordSearch search = new WordSearch(specs, CyclicSearch.letterCounts(tree), w -> true, true,
                CyclicSearch.BUDGET);
        if (search.run() != SearchOutcome.FOUND) {
            return null;
        }
        Map<Integer, List<int[]>> byBlock = new HashMap<>();
        int ro = 0;
        for (int g = 0; g < specs.size(); g++) {
            if (specs.get(g).node() < 0) {
                ro = search.words()[g][0];
            } else {
                byBlock.computeIfAbsent(specs.get(g).size(), r -> new ArrayList<>()).add(search.words()[g].clone());
            }
        }
        return new FullTreeWords(byBlock, ro);
    }

    /** T(u) from T(u-1) ({@code shorter}) and T(u-L) ({@code branch}), or null if neither letter keeps the root legal. */
    static FullTreeWords combined(FullTreeWords shorter, FullTreeWords branch, long L) {
        int root = shorter.byBlock.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
        if (root == 0) {
            return null;
        }
        int[][] choices = {{shorter.receiveOnly, branch.receiveOnly}, {branch.receiveOnly, shorter.receiveOnly}};
        for (int[] choice : choices) {
            int[] word = Arrays.copyOf(shorter.byBlock.get(root).get(0), root);
            word[root - 1] = choice[0];
            if (legal(word, root + 1, L)) {
                Map<Integer, List<int[]>> byBlock = new HashMap<>();
                shorter.byBlock.forEach((r, ws) -> byBlock.computeIfAbsent(r, x -> new ArrayList<>()).addAll(ws));
                byBlock.get(root).remove(0); // the root's old word; the branch may have a block of that size too
                branch.byBlock.forEach((r, ws) -> byBlock.computeIfAbsent(r, x -> new ArrayList<>()).addAll(ws));
                if (byBlock.get(root).isEmpty()) {
                    byBlock.remove(root);
                }
                byBlock.computeIfAbsent(root + 1, x -> new ArrayList<>()).add(word);
                return new FullTreeWords(byBlock, choice[1]);
            }
        }
        for (int blocks : REPAIRED_BLOCKS) {
            FullTreeWords repaired = repaired(shorter, branch, root, L, blocks);
            if (repaired != null) {
                return repaired;
            }
        }
        return null;
    }

    /** How many blocks besides the root's a repair may change (the largest ones), tried in turn. */
    static final int[] REPAIRED_BLOCKS = {6, 12, 24};

    /*
     * Neither letter keeps the root legal: search again the root's word (one letter longer), the
     * receive-only letter and the words of the next largest blocks, with the letters these had
     * (both receive-only letters included); the other words stay.
     */
    private static FullTreeWords repaired(FullTreeWords shorter, FullTreeWords branch, int root, long L, int blocks) {
        Map<Integer, List<int[]>> byBlock = new HashMap<>();
        shorter.byBlock.forEach((r, ws) -> byBlock.computeIfAbsent(r, x -> new ArrayList<>()).addAll(ws));
        branch.byBlock.forEach((r, ws) -> byBlock.computeIfAbsent(r, x -> new ArrayList<>()).addAll(ws));
        int letters = 0;
        for (List<int[]> ws : byBlock.values()) {
            for (int[] w : ws) {
                for (int l : w) {
                    letters = Math.max(letters, l + 1);
                }
            }
        }
        int[] counts = new int[Math.max(letters, Math.max(shorter.receiveOnly, branch.receiveOnly) + 1)];
        counts[shorter.receiveOnly]++;
        counts[branch.receiveOnly]++;
        List<WordSearch.Spec> specs = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (int w : byBlock.get(root).remove(0)) { // the root's old word; its block grows to root + 1
            counts[w]++;
        }
        specs.add(new WordSearch.Spec(0, root + 1, 1 - L - (root + 1)));
        sizes.add(root + 1);
        List<Integer> bySize = byBlock.keySet().stream().sorted(java.util.Comparator.reverseOrder()).toList();
        for (int r : bySize) {
            while (specs.size() <= blocks && !byBlock.get(r).isEmpty()) {
                for (int l : byBlock.get(r).remove(byBlock.get(r).size() - 1)) {
                    counts[l]++;
                }
                specs.add(new WordSearch.Spec(0, r, 1 - L - r));
                sizes.add(r);
            }
        }
        byBlock.values().removeIf(List::isEmpty);
        specs.add(new WordSearch.Spec(-1, 1, 0));
        WordSearch search = new WordSearch(specs, counts, w -> true, true, CyclicSearch.BUDGET / 8);
        if (search.run() != SearchOutcome.FOUND) {
            return null;
        }
        for (int g = 0; g < sizes.size(); g++) {
            byBlock.computeIfAbsent(sizes.get(g), x -> new ArrayList<>()).add(search.words()[g].clone());
        }
        return new FullTreeWords(byBlock, search.words()[specs.size() - 1][0]);
    }

    /* Offsets 0 and q + letter + 1 - L - r (q = 1..r-1) distinct mod r. */
    static boolean legal(int[] word, int r, long L) {
        boolean[] used = new boolean[r];
        used[0] = true;
        for (int q = 1; q < r; q++) {
            int residue = (int) Math.floorMod(q + word[q - 1] + 1 - L - r, (long) r);
            if (used[residue]) {
                return false;
            }
            used[residue] = true;
        }
        return true;
    }

    CyclicSchedule schedule(PostalTree tree, long L) {
        List<WordSearch.Spec> specs = CyclicSearch.canonicalSpecs(tree);
        Map<Integer, Integer> next = new HashMap<>();
        int[][] words = new int[specs.size()][];
        for (int g = 0; g < specs.size(); g++) {
            WordSearch.Spec s = specs.get(g);
            if (s.node() < 0) {
                words[g] = new int[] {receiveOnly};
            } else {
                int i = next.merge(s.size(), 1, Integer::sum) - 1;
                words[g] = byBlock.get(s.size()).get(i);
            }
        }
        return CyclicSearch.build(tree, L, specs, words);
    }
}
