package org.pcmemu.algorithms.logp.kitem;

import java.util.Arrays;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;

/**
 * The optimal single-item broadcast tree T_m among m processors of the postal model with
 * latency L (SPAA section 2): the m smallest labels of the universal tree, where a node with
 * delay d sends at d, d+1, ... and its j-th child has delay d + L + j. Node 0 is the root (delay
 * 0); nodes are numbered in order of delay.
 *
 * <p>Immutable; safe to share.
 */
public final class PostalTree {
    private final int[] parent;
    private final long[] delay;
    private final int[] children;
    private final long depth;

    private PostalTree(int[] parent, long[] delay, int[] children) {
        this.parent = parent;
        this.delay = delay;
        this.children = children;
        this.depth = Arrays.stream(delay).max().orElse(0);
    }

    /** T_m: the optimal tree; its largest delay is B(m). */
    public static PostalTree optimal(int m, long L) {
        BroadcastTree tree = BroadcastTree.optimal(m, L, 0, 1);
        int[] parent = new int[m];
        long[] delay = new long[m];
        int[] children = new int[m];
        parent[0] = -1;
        for (int v = 0; v < m; v++) { // ids are in label order, so a parent's delay is known first
            children[v] = tree.childCount(v);
            for (int j = 0; j < children[v]; j++) {
                int c = tree.child(v, j);
                parent[c] = v;
                delay[c] = delay[v] + L + j;
            }
        }
        return new PostalTree(parent, delay, children);
    }

    /**
     * This tree without the last {@code drop[v]} children of each node v (with their subtrees):
     * a node still sends to its first children at consecutive steps. Nodes keep their order.
     */
    public PostalTree pruned(int[] drop) {
        int n = size();
        int[] id = new int[n];
        int[] childIndex = new int[n];
        int[] seen = new int[n];
        int kept = 0;
        for (int v = 0; v < n; v++) { // parents come before children
            if (v > 0) {
                childIndex[v] = seen[parent[v]]++;
            }
            boolean keep = v == 0 || id[parent[v]] >= 0 && childIndex[v] < children[parent[v]] - drop[parent[v]];
            id[v] = keep ? kept++ : -1;
        }
        int[] p = new int[kept];
        long[] d = new long[kept];
        int[] c = new int[kept];
        for (int v = 0; v < n; v++) {
            if (id[v] >= 0) {
                p[id[v]] = v == 0 ? -1 : id[parent[v]];
                d[id[v]] = delay[v];
                c[id[v]] = children[v] - drop[v];
            }
        }
        return new PostalTree(p, d, c);
    }

    public int size() {
        return parent.length;
    }

    /** The parent of {@code v}, or -1 for the root. */
    public int parent(int v) {
        return parent[v];
    }

    /** When {@code v} receives, counted from the root's reception. */
    public long delay(int v) {
        return delay[v];
    }

    /** How many children {@code v} sends to (r: an internal node is an r-sender). */
    public int children(int v) {
        return children[v];
    }

    /** The largest delay: B(m) for the optimal tree. */
    public long depth() {
        return depth; // once: the callers ask it per node
    }
}
