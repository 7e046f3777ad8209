package org.pcmemu.harness.figures;

/**
 * A figure or table of one of the papers that the emulator reproduces: its numbers come from
 * emulated runs through the {@link org.pcmemu.harness.Registry}, and the paper's values to compare
 * them with are written in the figure's definition, from the paper's text.
 */
public interface PaperFigure {

    /** The name {@code pcmemu figure} takes, e.g. "logp-fig3". */
    String name();

    /** One line: what it shows and where it is in the paper. */
    String description();

    /**
     * Runs the emulations and draws the figure.
     *
     * @param full  the larger parameters of docs/algorithms.md's tables (slower); otherwise small ones
     */
    FigureOutput make(boolean full);
}
