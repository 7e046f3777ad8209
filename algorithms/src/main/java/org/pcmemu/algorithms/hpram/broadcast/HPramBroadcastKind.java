package org.pcmemu.algorithms.hpram.broadcast;

import org.pcmemu.models.hpram.HPram;

/** The H-PRAM broadcasts by name; the registry of algorithms lists these. */
public enum HPramBroadcastKind {
    ROOT("root", "ROOT (Juurlink et al. 2003, Algorithm 3.1; Theorem 3.2)"),
    BINARY_TREE("binary-tree", "binary tree by recursive halving: one access per level"),
    HEYWOOD_RANKA("heywood-ranka", "Heywood and Ranka's broadcast with a fixed k");

    private final String label;
    private final String help;

    HPramBroadcastKind(String label, String help) {
        this.label = label;
        this.help = help;
    }

    public String label() {
        return label;
    }

    public String help() {
        return help;
    }

    /** Whether it takes the group size k (Heywood-Ranka; without it, their default k). */
    public boolean takesK() {
        return this == HEYWOOD_RANKA;
    }

    /** The algorithm; {@code k} is Heywood-Ranka's group size, or null for their default. */
    public HPramBroadcast create(HPram model, Integer k) {
        return switch (this) {
            case ROOT -> HPramBroadcast.root();
            case BINARY_TREE -> HPramBroadcast.binaryTree();
            case HEYWOOD_RANKA -> k == null ? HPramBroadcast.heywoodRanka(model) : HPramBroadcast.heywoodRanka(k);
        };
    }
}
