/**
 * The command line ({@code pcmemu run | list | compare | sweep | figure}): picocli commands over
 * the harness, with options built from its registry, text and JSON reports, trace files and the
 * exit codes of docs/guide.md. {@link org.pcmemu.cli.Main} is the entry point.
 *
 * <p>Note: a command runs on the main thread; the emulated runs it starts bring their own threads.
 */
package org.pcmemu.cli;
