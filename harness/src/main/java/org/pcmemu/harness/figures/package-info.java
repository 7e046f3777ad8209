/**
 * The papers' figures and tables, reproduced by emulated runs next to the values the papers print
 * ({@code pcmemu figure}), with the agreement of each.
 *
 * <p>Note: nothing here is threadsafe; one thread makes a figure.
 */
package org.pcmemu.harness.figures;
