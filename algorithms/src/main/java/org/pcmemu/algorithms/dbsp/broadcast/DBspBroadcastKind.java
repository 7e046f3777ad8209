package org.pcmemu.algorithms.dbsp.broadcast;

/** The D-BSP broadcasts by name; the registry of algorithms lists these. */
public enum DBspBroadcastKind {
    ROOT("root", "ROOT by halvings (Juurlink et al. 2003, Theorem 3.3)"),
    BINARY_TREE("binary-tree", "binary tree along the halvings: one superstep per level");

    private final String label;
    private final String help;

    DBspBroadcastKind(String label, String help) {
        this.label = label;
        this.help = help;
    }

    public String label() {
        return label;
    }

    public String help() {
        return help;
    }

    public DBspBroadcast create() {
        return switch (this) {
            case ROOT -> DBspBroadcast.root();
            case BINARY_TREE -> DBspBroadcast.binaryTree();
        };
    }
}
