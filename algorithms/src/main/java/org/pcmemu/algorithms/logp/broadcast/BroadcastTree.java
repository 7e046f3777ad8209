package org.pcmemu.algorithms.logp.broadcast;

import java.util.Arrays;

/**
 * A broadcast tree over processors 0..P-1 rooted at 0: each processor's children in the order it
 * sends to them. Stored as compressed rows (no object per node), so P = 10^6 is cheap.
 *
 * <p>Immutable after construction; safe to share among processor threads.
 */
public final class BroadcastTree {
    private final int[] parent;
    private final int[] childStart;
    private final int[] children;

    /** @param parent parent[i] for i >= 1; a processor sends to its children in increasing id order */
    BroadcastTree(int[] parent) {
        int n = parent.length;
        this.parent = parent;
        this.childStart = new int[n + 1];
        for (int i = 1; i < n; i++) {
            childStart[parent[i] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            childStart[i + 1] += childStart[i];
        }
        int[] fill = Arrays.copyOf(childStart, n);
        this.children = new int[Math.max(0, n - 1)];
        for (int i = 1; i < n; i++) {
            children[fill[parent[i]]++] = i;
        }
    }

    public int size() {
        return parent.length;
    }

    /** The parent of {@code node}, or -1 for the root. */
    public int parent(int node) {
        return node == 0 ? -1 : parent[node];
    }

    public int childCount(int node) {
        return childStart[node + 1] - childStart[node];
    }

    /** The {@code i}-th child of {@code node} in send order. */
    public int child(int node, int i) {
        return children[childStart[node] + i];
    }

    /**
     * The optimal tree B(P) (TR Definition 3.5, SPAA Definition 2.4): the P smallest labels of
     * the universal tree, where a node labelled t has children t + L + 2o + i*max(g, o). Nodes get
     * ids in label order (ties: smaller parent first), so the root is 0.
     */
    public static BroadcastTree optimal(int P, long L, long o, long g) {
        long first = L + 2 * o;
        long d = Math.max(g, o);
        int[] parent = new int[P];
        // candidate next child of each node, keyed by (label, parent id); one per node at most
        TimeHeap candidates = new TimeHeap();
        if (P > 1) {
            candidates.add(first, 0);
        }
        for (int id = 1; id < P; id++) {
            long t = candidates.minTime();
            int p = candidates.removeMin();
            parent[id] = p;
            candidates.add(t + d, p);        // p's next child
            candidates.add(t + first, id);   // the new node's first child
        }
        return new BroadcastTree(parent);
    }

    /** Flat broadcast: the root sends to 1, 2, ..., P-1 in turn. */
    public static BroadcastTree flat(int P) {
        return new BroadcastTree(new int[P]);
    }

    /**
     * Binomial tree: in round j every processor i < 2^j sends to i + 2^j, so processor i sends to
     * i + 2^j for each j with 2^j > i, in increasing j.
     */
    public static BroadcastTree binomial(int P) {
        int[] parent = new int[P];
        for (int i = 0; i < P; i++) {
            long step = i == 0 ? 1 : Long.highestOneBit(i) << 1; // the least power of two above i
            for (; i + step < P; step <<= 1) {
                parent[(int) (i + step)] = i;
            }
        }
        return new BroadcastTree(parent);
    }
}
