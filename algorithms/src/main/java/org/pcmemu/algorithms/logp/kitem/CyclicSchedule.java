package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A block-cyclic processor assignment for continuous broadcast (SPAA section 3.2): every item is
 * broadcast along the same tree T (item i leaves the source at step i and reaches the root at
 * i + L), and the processors 1..P-1 are split into groups that take the tree's nodes in turn.
 *
 * <pre>
 *   group of size s for an internal node v (r children, delay d), s &gt;= r:
 *     processor j of the group at time T is in phase (T - j) mod s
 *     phase 0:        receives v's item, T - L - d, and sends it on at T .. T + r - 1
 *     phase q &gt;= 1:   receives the letter word[q-1]: a leaf of delay D - letter, item T - L - D + letter
 *   receive-only group (no node): phase q receives letter word[q]
 * </pre>
 *
 * D is the tree's depth; letter 0 ("a") is the leaf whose broadcast ends now, 1 ("b") the next,
 * .... A processor receives each item exactly once iff the offsets of its receptions from its
 * node's item, 0 and q + letter + d - D (q = 1..s-1), are distinct mod s; the letters of all words
 * together are the leaves of T (one reception per tree node per step).
 *
 * <p>Immutable; safe to share.
 */
public final class CyclicSchedule {
    /**
     * One group: processors {@code first} .. {@code first + size - 1}.
     *
     * @param node  the tree node the group serves, or -1 for a receive-only group
     * @param word  letters of phases 1..size-1 (phases 0..size-1 for a receive-only group)
     */
    public record Group(int first, int size, int node, int[] word) {
    }

    private final PostalTree tree;
    private final long L;
    private final List<Group> groups;
    private final long depth;
    /* Leaves of each letter, in node order; and the (group, phase) slots of each letter. */
    private final int[][] leavesOfLetter;
    private final int[][] slotGroup;
    private final int[][] slotPhase;
    private final int[] groupOfNode;

    public CyclicSchedule(PostalTree tree, long L, List<Group> groups) {
        this.tree = tree;
        this.L = L;
        this.groups = List.copyOf(groups);
        this.depth = tree.depth();
        int letters = letters(tree);
        List<List<Integer>> leaves = new ArrayList<>();
        List<List<int[]>> slots = new ArrayList<>();
        for (int l = 0; l < letters; l++) {
            leaves.add(new ArrayList<>());
            slots.add(new ArrayList<>());
        }
        groupOfNode = new int[tree.size()];
        Arrays.fill(groupOfNode, -1);
        for (int v = 0; v < tree.size(); v++) {
            if (tree.children(v) == 0) {
                leaves.get((int) (depth - tree.delay(v))).add(v);
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            Group group = groups.get(g);
            int offset = group.node() < 0 ? 0 : 1;
            if (group.node() >= 0) {
                groupOfNode[group.node()] = g;
            }
            for (int q = 0; q < group.word().length; q++) {
                slots.get(group.word()[q]).add(new int[] {g, q + offset});
            }
        }
        leavesOfLetter = new int[letters][];
        slotGroup = new int[letters][];
        slotPhase = new int[letters][];
        for (int l = 0; l < letters; l++) {
            leavesOfLetter[l] = leaves.get(l).stream().mapToInt(Integer::intValue).toArray();
            slotGroup[l] = slots.get(l).stream().mapToInt(a -> a[0]).toArray();
            slotPhase[l] = slots.get(l).stream().mapToInt(a -> a[1]).toArray();
            if (slotGroup[l].length != leavesOfLetter[l].length) {
                throw new IllegalArgumentException("letter " + l + ": " + slotGroup[l].length + " slots for "
                        + leavesOfLetter[l].length + " leaves");
            }
        }
    }

    /** Letters needed for {@code tree}: depth - (smallest leaf delay) + 1. */
    static int letters(PostalTree tree) {
        long least = Long.MAX_VALUE;
        for (int v = 0; v < tree.size(); v++) {
            if (tree.children(v) == 0) {
                least = Math.min(least, tree.delay(v));
            }
        }
        return (int) (tree.depth() - least + 1);
    }

    public PostalTree tree() {
        return tree;
    }

    public List<Group> groups() {
        return groups;
    }

    /** The processor (1..P-1) at each tree node for the item whose root receives at i + L. */
    public int[] processorsOf(long i) {
        int[] at = new int[tree.size()];
        for (int v = 0; v < tree.size(); v++) {
            int g = groupOfNode[v];
            if (g >= 0) {
                Group group = groups.get(g);
                at[v] = group.first() + (int) Math.floorMod(i + L + tree.delay(v), (long) group.size());
            }
        }
        for (int l = 0; l < leavesOfLetter.length; l++) {
            long time = i + L + depth - l;
            for (int x = 0; x < leavesOfLetter[l].length; x++) {
                Group group = groups.get(slotGroup[l][x]);
                at[leavesOfLetter[l][x]] = group.first()
                        + (int) Math.floorMod(time - slotPhase[l][x], (long) group.size());
            }
        }
        return at;
    }

    /**
     * The messages of item {@code item} sent along the tree as the item that leaves the source at
     * step {@code slot}, keeping only the nodes with delay at most {@code maxDelay} (a truncated
     * tree is closed under parents, as delays grow along paths).
     */
    public void emit(int item, long slot, long maxDelay, List<Transmission> out) {
        int[] at = processorsOf(slot);
        for (int v = 0; v < tree.size(); v++) {
            if (tree.delay(v) <= maxDelay) {
                int from = v == 0 ? 0 : at[tree.parent(v)];
                out.add(new Transmission(item, from, at[v], slot + tree.delay(v)));
            }
        }
    }

    /** Words as the paper writes them, e.g. "H5: acab | E2: a | D1: - | b". */
    public String describe() {
        StringBuilder b = new StringBuilder();
        for (Group g : groups) {
            if (!b.isEmpty()) {
                b.append(" | ");
            }
            if (g.node() >= 0) {
                b.append("r=").append(tree.children(g.node())).append(g.size() > tree.children(g.node())
                        ? " (" + g.size() + " processors)" : "").append(": ");
            } else {
                b.append("receive-only").append(g.size() > 1 ? " (" + g.size() + ")" : "").append(": ");
            }
            if (g.word().length == 0) {
                b.append('-');
            }
            for (int l : g.word()) {
                b.append((char) ('a' + l));
            }
        }
        return b.toString();
    }
}
