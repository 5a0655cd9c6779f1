#!/bin/sh
# Dracula
printf "\033]4;0;#21222c;1;#ff5555;2;#50fa7b;3;#f1fa8c;4;#bd93f9;5;#ff79c6;6;#8be9fd;7;#f8f8f2;8;#6272a4;9;#ff6e6e;10;#69ff94;11;#ffffa5;12;#d6acff;13;#ff92df;14;#a4ffff;15;#ffffff\007"
printf "\033]10;#f8f8f2;#282a36;#f8f8f2\007"
printf "\033]17;#44475a\007"
printf "\033]19;#ffffff\007"
printf "\033]5;0;#f8f8f2\007"
